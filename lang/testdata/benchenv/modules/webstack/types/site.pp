type Webstack::Site = Struct[{
  port                => Webstack::Port,
  ssl                 => Boolean,
  Optional[aliases]   => Array[Webstack::Host],
  upstreams           => Array[String, 1],
  Optional[locations] => Hash[String, Hash[String, Variant[Boolean, String]]],
}]
