node 'a.example.com' { }
