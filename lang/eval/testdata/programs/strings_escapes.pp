notice('single \' \\ \n', "double \" \\ \t|\s|\$x|\u00e9|\u{1F600}|\q")
