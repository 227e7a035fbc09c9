package eval_test

import "testing"

// BenchmarkStringWithFormatMap measures String(value, formats) in a loop
// with one format hash, as a report does: the hash is checked against
// the constructor's signature (its format strings against the Format
// pattern) and merged over the default formats.
func BenchmarkStringWithFormatMap(b *testing.B) {
	benchProgram(b, `
$fmt = {
  Array => { 'format' => '%(a', 'separator' => ' ; ', 'string_formats' => { Integer => '%05d', String => '%#s', Float => '%e' } },
  Hash  => { 'format' => '%<h', 'separator' => ' | ', 'separator2' => ' := ', 'string_formats' => { String => '%-12s', Boolean => '%y', Undef => '%n' } },
}
$out = Integer[1, 300].map |$i| { String({ 'id' => $i, 'ports' => [80, $i], 'on' => $i % 2 == 0 }, $fmt) }`)
}

// BenchmarkStringWithFormatLiteral measures String(value, formats) with
// the format hash written in the loop, a new hash on every turn.
func BenchmarkStringWithFormatLiteral(b *testing.B) {
	benchProgram(b, `
$out = Integer[1, 300].map |$i| { String([$i, "t${i}", $i * 2], { Array => { 'format' => '%|a', 'separator' => '/' } }) }`)
}

// BenchmarkStringWithFormatString measures String(number, format) with
// one format string, as number formatting in a loop does: the format is
// applied to the scalar without a format map.
func BenchmarkStringWithFormatString(b *testing.B) {
	benchProgram(b, `
$out = Integer[1, 2000].map |$i| { "${String($i, '%#x')},${String($i / 7.0, '%.2f')},${String($i % 97, '%03d')}" }`)
}
