package builtins

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// unique() and group_by() tell a String apart by its text and any other
// value by its hash key: strings never meet numbers, arrays or undef of
// the same text, and case counts. The expectations are what Puppet 7.23
// printed for the same code.
func TestKeyIndexTellsValuesApartAsHashKeys(t *testing.T) {
	dir := filesDir(t)
	for _, tc := range []struct{ code, want string }{
		{`notice(unique(['1', 1, 1.0, '1', 'a', 'A', [1], ['1'], [1], 'a', undef, '', '']))`, `[1, 1, 1.0, a, A, [1], [1], , ]`},
		{`notice(['x', 1, 'x', '1', 1].group_by |$v| { $v })`, `{x => [x, x], 1 => [1, 1], 1 => [1]}`},
		{`notice(['ab', 'Ab', 'ab', 'b'].reverse_each.unique)`, `[b, ab, Ab]`},
		{`notice({ a => '1', b => 1, c => '1' }.unique)`, `{[a, c] => [1], [b] => [1]}`},
	} {
		out := run(t, tc.code, dir)
		assert.Equal(t, []string{tc.want}, out, tc.code)
	}
}
