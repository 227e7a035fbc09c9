notice(Notify['zz']['message'])
