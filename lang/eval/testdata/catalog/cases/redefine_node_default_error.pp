node default { notice(1) }
node 'default' { notice(2) }
