$v = 'top'
node default { $v = 'node' notice($v) notice($::v) }
