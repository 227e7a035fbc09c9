node default { notice('default') }
node /example/ { notice('regexp') }
