package eval_test

import (
	"context"
	"testing"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// benchProgram measures evaluating src (parsed once) in a fresh evaluator.
func benchProgram(b *testing.B, src string) {
	prog, err := syntax.Parse(syntax.NewSource("bench.pp", src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ev := eval.New(eval.Options{})
		if _, err := ev.Evaluate(context.Background(), prog); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFib measures Puppet function calls: typed parameters, a typed
// return, integer arithmetic and comparison, recursion.
func BenchmarkFib(b *testing.B) {
	benchProgram(b, `
function fib(Integer[0] $n) >> Integer {
  if $n < 2 { $n } else { fib($n - 1) + fib($n - 2) }
}
fib(18)`)
}

// BenchmarkOperators measures arithmetic, comparison and variable access
// in a straight line of code.
func BenchmarkOperators(b *testing.B) {
	benchProgram(b, `
$a = 5
$b = 7
$c = ($a + $b) * 3 - $a / 2 % 3
$d = $c > 10 and $a < $b or $c == 3
$e = "${a}-${b}-${c}"
$f = [1, 2, 3][1] + {x => 1}['x']`)
}

// BenchmarkCaseRegexp measures regular expression matching through case,
// a selector, =~ and a Pattern type: the evaluator's own searches, which
// give up when the evaluation is interrupted.
func BenchmarkCaseRegexp(b *testing.B) {
	benchProgram(b, `
$lines = ['2024-03-01 INFO "GET /api/v1/users" 200 17ms', '2024-03-02 ERROR "GET /health" 503 2100ms']
Integer[1, 200].each |$i| {
  $lines.each |$line| {
    $k = case $line { /" (5\d\d) /: { $1 } /"GET \/api\/v(\d)/: { $1 } default: { 'o' } }
    $s = $line ? { /\s(?i:error)\s/ => 3, default => 0 }
    $ms = if $line =~ /(\d+)ms/ { $1 } else { '' }
    $p = $line =~ Pattern[/^\d{4}-/]
  }
}`)
}

// BenchmarkLambdaPipeline measures lambda calls from the iteration
// functions: binding a parameter, reading it, integer arithmetic,
// comparison and if in the body.
func BenchmarkLambdaPipeline(b *testing.B) {
	benchProgram(b, `
$vals = Integer[1, 20000].map |$i| { ($i * 2654435761) % 10007 }
$evens = $vals.filter |$v| { $v % 2 == 0 }
$max = $vals.reduce |$a, $b| { if $a > $b { $a } else { $b } }
$sum = $evens.reduce(0) |$acc, $v| { $acc + $v }`)
}

// BenchmarkOuterVariables measures reading variables of enclosing
// lambdas and of the top scope from a nested lambda, and assigning
// local variables.
func BenchmarkOuterVariables(b *testing.B) {
	benchProgram(b, `
$base = 7
$names = ['a', 'b', 'c']
$r = Integer[1, 100].reduce(0) |$acc, $r| {
  $row = $r * $base
  $acc + Integer[1, 100].filter |$c| { ($row + $c) % $base == 1 and $names[$c % 3] != 'b' }.length
}`)
}

// BenchmarkLocals measures assigning and reading the variables of
// lambdas and functions, in the slots the parser gives them: more of
// them than a small scope holds, and one read before it is assigned,
// which finds the variable of the scope around.
func BenchmarkLocals(b *testing.B) {
	benchProgram(b, `
function weigh(Integer $x) >> Integer { $a = $x * 3 $b = $a % 7 $c = $a + $b $c }
$k = 2
$r = Integer[1, 3000].map |$i| {
  $before = $k
  $k = $i % 5
  $s1 = $i * 7 $s2 = $s1 % 13 $s3 = $s2 + $k $s4 = $s3 * $before
  $s5 = $s4 - $s1 $s6 = $s5 + $s2 $s7 = weigh($s6) $s8 = $s7 + $s3
  [$s8, $s4, $k]
}`)
}

// BenchmarkRecords measures building hashes with literal keys and
// reading their fields back, as data transformations do.
func BenchmarkRecords(b *testing.B) {
	benchProgram(b, `
$recs = Integer[0, 2999].map |$i| { { 'name' => "host${i}", 'cpu' => 2 + $i % 62, 'mem' => 4096 * (1 + $i % 16), 'role' => web } }
$cpu = $recs.reduce(0) |$acc, $r| { $acc + $r['cpu'] }
$big = $recs.filter |$r| { $r['mem'] > 32768 and $r['role'] == 'web' }.map |$r| { $r['name'] }`)
}

// BenchmarkBuiltinCalls measures calls of built-in functions, named and
// as methods, with few arguments: each makes its Call and its arguments.
func BenchmarkBuiltinCalls(b *testing.B) {
	benchProgram(b, `
$n = Integer[1, 5000].reduce(0) |$acc, $i| {
  $acc + [$i, 7].max + "h${i}".length + max($i, 3) + abs(-$i) + 'a-b'.split('-').length
}`)
}

// BenchmarkInterpolation measures interpolated strings: literal text,
// strings and numbers, a line longer than a short buffer, and a string
// of one interpolated value.
func BenchmarkInterpolation(b *testing.B) {
	benchProgram(b, `
$role = 'web'
$out = Integer[1, 2000].map |$i| {
  $short = "${role}-${i}.example.com"
  $line = "2024-03-01T00:00:00Z INFO 10.0.${$i % 8}.${$i % 250} \"GET /api/v1/users/${i}\" 200 ${$i * 37}ms \"${short}\" ${role} ${role} ${role}"
  "${line}"
}`)
}
