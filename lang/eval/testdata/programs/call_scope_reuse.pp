# Scopes of finished calls are reused: what a call leaves behind (define
# instances, iterators, nested lambdas, match variables) must not see them.
define mydef($msg) { notice("def ${msg} ${title}") }
function mk(String $n) {
  $local = "L-${n}"
  mydef { "t-${n}": msg => $local }
  notify { "n-${n}": message => $local }
  [1, 2].map |$a| { [3, 4].map |$b| { "${local}${a}${b}" } }
}
function it(Array $x) { $q = 5; $x.reverse_each }
function ep($v) { $w = "w${v}"; inline_epp('<%= $w %>-<%= $v %>') }
function m($s) { if $s =~ /(a+)(b)/ { "${1}|${2}" } else { 'none' } }
function deep(Integer $n) >> Integer { if $n == 0 { 0 } else { [1].reduce($n) |$acc, $x| { deep($n - 1) + $x } } }
notice(mk('x'))
notice(mk('y'))
$i = it([1, 2, 3])
notice(ep(1))
notice($i.map |$v| { $v * 10 })
notice(m('xaab'))
notice(deep(40))
function bad($x) { $y = 1; fail("boom ${x}") }
$r = [1,2].map |$v| { $v + 1 }
notice($r)
$l = [10, 20].map |$v| { [1,2].map |$w| { mk("${v}${w}")[0][0] } }
notice($l)
