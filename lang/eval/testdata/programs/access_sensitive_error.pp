$s = Sensitive('abc')
notice($s[0])
