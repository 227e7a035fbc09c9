include plain
