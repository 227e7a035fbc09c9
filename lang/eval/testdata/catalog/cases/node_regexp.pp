node /^conformance\.(.*)$/ { notice("regexp ${1} ${name}") }
node default { notice('default') }
