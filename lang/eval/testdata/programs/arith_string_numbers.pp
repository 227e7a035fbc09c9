# Strings in arithmetic are read as Puppet's to_n reads them.
notice('07.5' + 0, '0.00' + 0, '10e0' + 0, '+0x1f' + 0, ' - 5' + 0, "\t+ 7 " + 0)
notice('1e-2' + 0, '010' + 0, '-0x10' + 0, '0.5e0' + 0, '1E3' + 0, '  12  ' + 0)
notice([1, 2, 3]['1'], [1, 2, 3]['-1'])
notice('0e0' + 1)
