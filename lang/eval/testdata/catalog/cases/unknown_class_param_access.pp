notice(Class['nosuch']['x'])
