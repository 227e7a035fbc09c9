class web { }
node 'web' { }
