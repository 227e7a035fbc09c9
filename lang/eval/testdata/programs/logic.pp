notice(true and false, true or false, true and 1, true and '', true and undef, true and !undef, false == !'', false == !!'')
notice(undef or 0, false or undef, 1 and 2)
