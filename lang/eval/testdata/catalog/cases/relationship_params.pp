notify{'a': before => Notify['b']}
notify{'b':}
Notify['a'] -> Notify['c']
notify{'c':}
class k { notice(Notify['a']['before']) }
notice(Notify['a']['before'])
