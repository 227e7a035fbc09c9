stage { 'pre': before => Stage['main'] }
class b { notify{'in b':} }
class { 'b': stage => pre }
notice(Class['b']['stage'])
