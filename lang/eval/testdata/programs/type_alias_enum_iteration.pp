type Colors = Enum[red, green]
notice(Colors.map |$c| { $c.upcase })
