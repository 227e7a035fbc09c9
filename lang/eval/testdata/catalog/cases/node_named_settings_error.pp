node 'settings' { }
