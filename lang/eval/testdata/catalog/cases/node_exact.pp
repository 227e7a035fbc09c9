node 'conformance.example.com' { notice("exact ${name}") }
node /conformance/ { notice('regexp') }
node default { notice('default') }
