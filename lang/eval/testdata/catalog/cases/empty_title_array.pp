notify { []: }
notice('ok')
