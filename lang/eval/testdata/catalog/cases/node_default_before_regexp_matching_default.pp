node /^d(ef)/ { notice('regexp') }
node default { notice('default') }
