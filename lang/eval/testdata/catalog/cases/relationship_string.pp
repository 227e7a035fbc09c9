notify{'x':} -> 'Notify[y]'
notify{'y':}
notice('ok')
