# tree_each walks an Object's attributes but not those of kind reference.
type Person = Object[{attributes => {
  name => String,
  father => Optional[Person],
  mother => { kind => reference, type => Optional[Person] }
}}]
$adam = Person.new('Adam', undef)
$eve = Person.new('Eve', undef)
$cain = Person.new('Cain', $eve, $adam)
notice($cain)
$cain.tree_each |$path, $v| { notice("${path}: ${v}") }
$cain.tree_each({include_containers => false}) |$path, $v| { notice("${path}: ${v}") }
