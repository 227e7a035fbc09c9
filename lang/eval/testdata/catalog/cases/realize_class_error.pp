class k {}
realize(Class['k'])
