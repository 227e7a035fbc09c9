class x {} class y {} Class['x'] -> Class['y']
