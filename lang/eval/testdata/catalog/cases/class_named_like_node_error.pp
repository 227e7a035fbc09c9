node 'web' { }
class web { }
