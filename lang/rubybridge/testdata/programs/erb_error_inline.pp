notice(inline_template('<%= @x.foo %>'))
