class a::b { notice($title, $name) }
class { 'A::B': }
