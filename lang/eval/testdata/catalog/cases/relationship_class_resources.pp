class x {} class y {} class {'x':} -> class {'y':} notice('ok')
