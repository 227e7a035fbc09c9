node 'a.example.com', 'A.example.com' { }
node default { notice(1) }
