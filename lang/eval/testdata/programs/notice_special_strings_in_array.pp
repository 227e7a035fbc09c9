notice(['a b', "it's", 'q"q', "tab\t", "nl\nx"])
