node default { notice('node') }
notice('main')
