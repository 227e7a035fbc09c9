notify { 'x': before => Notify }
