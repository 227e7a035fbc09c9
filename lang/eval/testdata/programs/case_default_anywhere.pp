notice(case 5 { default: { 'd' } 5: { 'five' } })
