Node { a => 1, b => 2 }
node default { notice(2) }
