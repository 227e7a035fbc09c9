$title = "x"
