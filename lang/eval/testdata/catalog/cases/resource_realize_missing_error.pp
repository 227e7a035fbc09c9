realize(Notify['zz'])
