$a = [1, undef, 'x', 2.5, true, default, -7]
$h = {'k' => undef, 1 => 'one', [1] => 'arr', 'n' => {'deep' => [undef]}}
$s = Sensitive('secret')
$t = Integer[1, 5]
$r = /ab+c/
$u = undef
$ts = Timespan(3600)
$big = 1234567890123
$f = 1.0e20
notice(inline_template("<%= @a.inspect %>|<%= @h.inspect %>|<%= @s.inspect %>|<%= @s.to_s %>|<%= @t.to_s %>|<%= @r.inspect %>|<%= @u.inspect %>|<%= @ts.to_s %>|<%= @big.inspect %>|<%= @f.inspect %>"))
notice(inline_template("<%= @a.map { |x| x.class }.join(',') %> <%= @s.class %>"))
notice(inline_template("<%= scope['a'].inspect %> <%= scope.lookupvar('u').inspect %> <%= scope['facts'].class %>"))
