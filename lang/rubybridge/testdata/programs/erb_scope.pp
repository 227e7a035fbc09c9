class demo_conf {
  $owner = 'admin'
  $list = ['p', 'q']
}
include demo_conf
$x = 'top'
define demo_show($v) {
  $x = 'inner'
  notice(inline_template("<%= @title %> <%= @v %> <%= @x %> <%= scope['::x'] %> <%= scope['demo_conf::list'].join('+') %>"))
}
demo_show { 'one': v => 1 }
notice(inline_template("<%= has_variable?('x') %> <%= has_variable?('nothere') %> <%= scope.exist?('demo_conf::owner') %>"))
notice(inline_template("<%= scope.call_function('upcase', ['abc']) %> <%= scope.function_sprintf(['%05d', 42]) %>"))
[1, 2].each |$i| { notice(inline_template("i=<%= @i %> x=<%= @x %>")) }
notice(inline_template('a', 'b<%= 1 + 1 %>', "<%= 'c' * 3 %>"))
notice(inline_template("<%- [1,2].each do |n| -%>\n<%= n %>\n<%- end -%>\nend"))
