$s = 'héllo wörld'
notice($s[1], $s[-4], $s[1,3], $s.length)
