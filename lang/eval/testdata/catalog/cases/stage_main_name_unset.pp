stage { 'pre': }
notice(Stage['main']['name'] =~ Undef)
notice(Stage['pre']['name'] =~ Undef)
