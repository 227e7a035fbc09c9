notify{'c': require => Notify['zz']}
