notify { 'x': }
notice(Resource['notify', 'x'], Resource[Notify, 'x'], Notify['x', 'y'])
notice(Resource['notify', 'x']['message'] =~ Undef)
