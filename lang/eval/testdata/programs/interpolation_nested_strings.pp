$x = 'X'
notice("a${"b${x}c"}d")
