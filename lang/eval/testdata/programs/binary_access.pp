notice(Binary('aGVsbG8=')[0])
notice(Binary('aGVsbG8=')[1,2], Binary('aGVsbG8=')[-1], Binary('aGVsbG8=')[1,-1])
notice(Binary('aGVsbG8=')[10], Binary('aGVsbG8=')[10, 2], Binary('aGVsbG8=')[-10, 3])
notice(Binary('aGVsbG8=')[0] =~ Binary)
