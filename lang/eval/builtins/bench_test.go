package builtins

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// benchProgram evaluates a program b.N times with a fresh evaluator each.
func benchProgram(b *testing.B, name, src string) {
	prog, err := syntax.Parse(syntax.NewSource(name, src))
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		ev := eval.New(eval.Options{})
		_, err := ev.Evaluate(context.Background(), prog)
		require.NoError(b, err)
	}
}

func BenchmarkMap(b *testing.B) {
	benchProgram(b, "map.pp", `$r = Integer[1, 100000].map |$x| { $x * 2 }`)
}

func BenchmarkMapIndex(b *testing.B) {
	benchProgram(b, "map.pp", `$a = Integer[1, 100000].map |$x| { $x }
$r = $a.map |$i, $x| { $i + $x }`)
}

func BenchmarkFilter(b *testing.B) {
	benchProgram(b, "filter.pp", `$r = Integer[1, 100000].filter |$x| { $x % 3 == 0 }`)
}

func BenchmarkReduce(b *testing.B) {
	benchProgram(b, "reduce.pp", `$r = Integer[1, 100000].reduce |$m, $x| { $m + $x }`)
}

func BenchmarkEachHash(b *testing.B) {
	benchProgram(b, "each.pp", `$h = Hash(Integer[1, 20000].map |$x| { ["k${x}", $x] })
$h.each |$k, $v| { $v }`)
}

func BenchmarkSort(b *testing.B) {
	benchProgram(b, "sort.pp", `$r = sort(Integer[1, 100000].map |$x| { ($x * 7919) % 100003 })`)
}

func BenchmarkStepReverse(b *testing.B) {
	benchProgram(b, "step.pp", `$r = Integer[1, 300000].reverse_each.step(3).map |$x| { $x }`)
}

// BenchmarkHashFold folds hashes with reduce the way layered
// configuration does: grouping into a hash of arrays and a recursive merge
// of nested layers, right wins.
func BenchmarkHashFold(b *testing.B) {
	benchProgram(b, "fold.pp", `$groups = Integer[1, 10000].reduce({}) |$acc, $i| {
  $k = "g${$i % 300}"
  $acc + { $k => [$i] + ($acc[$k] ? { undef => [], default => $acc[$k] }) }
}
function merge_layers(Hash $a, Hash $b) >> Hash {
  $b.reduce($a) |$acc, $kv| {
    $old = $acc[$kv[0]]
    $acc + { $kv[0] => if $old =~ Hash and $kv[1] =~ Hash { merge_layers($old, $kv[1]) } else { $kv[1] } }
  }
}
$merged = Integer[0, 999].map |$l| {
  { "c${$l % 9}" => $l, 'svc' => { "p${$l % 20}" => $l, 'o' => { "x${$l % 5}" => $l } } }
}.reduce({}) |$m, $layer| { merge_layers($m, $layer) }`)
}

// BenchmarkTreeEachFilter walks small records with tree_each's iterator
// and filters the nodes, one iterator per record, as a report over an
// inventory does.
func BenchmarkTreeEachFilter(b *testing.B) {
	benchProgram(b, "tree.pp", `$n = Integer[1, 2000].reduce(0) |$acc, $i| {
  $h = { 'name' => "h${i}", 'disks' => [{ 'size' => $i }, { 'size' => 2 }], 'apps' => { 'primary' => 'a' } }
  $acc + $h.tree_each.filter |$entry| { $entry[1] =~ Scalar }.length
}`)
}

// BenchmarkLogClassify classifies synthetic log lines with regexps the
// way shared/bench/programs/case_regexp.pp does: a case and selectors on
// regexps with captures, =~ with and without reading $1, the match
// function, and regsubst with captures and a named group.
func BenchmarkLogClassify(b *testing.B) {
	benchProgram(b, "classify.pp", `$levels = ['INFO', 'WARN', 'ERROR', 'DEBUG', 'info']
$paths = ['/api/v1/users', '/api/v2/orders/17', '/static/app.js', '/health', '/admin/login', '/api/v1/users/42/roles']
$agents = ['curl/7.88', 'Mozilla/5.0 (X11)', 'Go-http-client/1.1', 'kube-probe/1.27', 'python-requests/2.31']
$lines = Integer[0, 1999].map |$i| {
  $status = [200, 201, 204, 301, 302, 400, 403, 404, 500, 503][($i * 7) % 10]
  $ms = ($i * 37) % 2500
  "2024-03-${sprintf('%02d', 1 + $i % 28)}T${sprintf('%02d', $i % 24)}:${sprintf('%02d', $i % 60)}:00Z ${levels[$i % 5]} 10.0.${$i % 8}.${$i % 250} \"GET ${paths[$i % 6]}\" ${status} ${ms}ms \"${agents[$i % 5]}\""
}
$classified = $lines.map |$line| {
  $kind = case $line {
    /" (5\d\d) /:                  { "server_${1}" }
    /" (4\d\d) /:                  { "client_${1}" }
    /"GET \/api\/v(\d)\/([a-z]+)/: { "api${1}_${2}" }
    /\/static\//, /\/health/:      { 'static' }
    default:                       { 'other' }
  }
  $sev = $line ? { /\s(?i:error)\s/ => 3, /\sWARN\s/ => 2, /\s(?i:info)\s/ => 1, default => 0 }
  $ms = if $line =~ /(\d+)ms/ { Integer($1) } else { -1 }
  $m = $line.match(/^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/)
  $bot = $line =~ /kube-probe|curl|python-requests/ and $line !~ /Mozilla/
  "${kind}|${sev}|${ms}|${m[4]}|${bot}"
}
$anon = $lines.map |$l| { regsubst(regsubst($l, '10\.0\.(\d+)\.(\d+)', 'x.x.\2.\1'), '(?<v>v\d)', 'V', 'G') }
$ids = $anon.filter |$l| { $l =~ /\/users\/\d+/ }.map |$l| { $l.match(/\/users\/(\d+)/)[1] }
unless $classified.length == 2000 and $ids.length == 333 { fail("wrong: ${classified.length} ${ids.length}") }`)
}

// BenchmarkSprintfSimple measures sprintf with one short directive and
// an integer or string argument, as interpolated timestamps and names
// use it: the call, its 3.x argument conversion and the format engine.
func BenchmarkSprintfSimple(b *testing.B) {
	benchProgram(b, "sprintf.pp", `$out = Integer[0, 1999].map |$i| {
  "${sprintf('%02d', $i % 60)}:${sprintf('%s-%d', 'h', $i)}:${sprintf('%5.1f', $i / 7.0)}"
}`)
}

// BenchmarkInventoryReport groups, sorts with a comparing block,
// deduplicates and digs into records the way
// shared/bench/programs/data_transform.pp does: group_by and unique on
// strings, sort by compare() on numbers then names, dig with a default.
func BenchmarkInventoryReport(b *testing.B) {
	benchProgram(b, "report.pp", `$hosts = Integer[0, 999].map |$i| {
  { 'name' => "h${($i * 7) % 500}", 'role' => ['web', 'db', 'cache'][$i % 3], 'cpu' => 2 + ($i * 13) % 62,
    'disks' => Integer[0, $i % 3].map |$d| { { 'size' => 100 * (1 + ($i + $d) % 9) } } }
}
$by_role = $hosts.group_by |$h| { $h['role'] }
$top = $hosts.sort |$a, $b| { compare($b['cpu'], $a['cpu']).then |$c| { if $c == 0 { compare($a['name'], $b['name']) } else { $c } } }
$names = $hosts.map |$h| { $h['name'] }.unique
$dug = $hosts.map |$h| { $h.dig('disks', 1, 'size').lest || { 0 } }
unless $by_role.length == 3 and $names.length == 500 and $top.length == 1000 and $dug.length == 1000 { fail('wrong') }`)
}
