class b {}
class { 'b': stage => nosuch }
