define leaf($n) { notice("leaf ${title} ${n}") }
define mid($count) {
  notice("mid ${title} start")
  Integer[1, $count].each |$i| { leaf { "${title}-${i}": n => $i } }
  include helper
  notice("mid ${title} end")
}
class helper { notice('helper') leaf { 'from helper': n => 0 } }
class top { notice('top') mid { 'm1': count => 2 } @leaf { 'virtual': n => 9 } }
node default { notice('node') include top mid { 'm2': count => 1 } }
notice('main')
Leaf <| n == 9 |>
mid { 'm0': count => 1 }
