type Baseline::User = Struct[{
  uid               => Integer[1000],
  groups            => Array[String[1], 1],
  shell             => Baseline::Shell,
  keys              => Array[Pattern[/\Assh-(ed25519|rsa) /]],
  Optional[comment] => String,
}]
