notice('éa'.upcase, 'ÉA'.downcase, 'straße'.upcase)
