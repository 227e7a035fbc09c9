notice(Util::Endpoint)
notice('web:80' =~ Util::Endpoint)
util::endpoint { 'api': port => 8080 }
Util::Endpoint { 'web': }
notice(Util::Endpoint['api'])
