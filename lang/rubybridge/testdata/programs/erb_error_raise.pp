notice(inline_template('<%= raise "boom" %>'))
