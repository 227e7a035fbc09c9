notify { "1": }
notice(Notify['1'])
