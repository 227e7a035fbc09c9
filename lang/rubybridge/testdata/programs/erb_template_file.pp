class demo_conf { $owner = 'admin' }
include demo_conf
$fqdn_label = 'web1.example.com'
$servers = ['a.example.com', 'b.example.com']
$port = 123
$options = {'zeta' => [1, 2], 'alpha' => undef, 'mid' => {'k' => true}}
$secret = Sensitive('pw')
notice(template('demo/motd.erb'))
notice(template('demo/motd.erb', 'demo/motd.erb').length)
