$t = Notify['x']
Resource[$t] { 'dyn': }
