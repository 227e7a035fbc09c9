package construct

import (
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

// rubyNumbers reads what Ruby's Integer() and Float() make of the
// strings Integer.new and Float.new let through, recorded by
// testdata/ruby_numbers.rb: the rows of one function, an error where
// Ruby rejects the string.
func rubyNumbers(t *testing.T, function string) []golden.Row {
	var rows []golden.Row
	for _, r := range golden.ReadTable(t, "testdata/ruby_numbers.golden") {
		if r.Fields[0] == function {
			rows = append(rows, r)
		}
	}
	require.NotEmpty(t, rows, "no rows for %s", function)
	return rows
}

// TestRubyInteger checks rubyInteger against Ruby's Integer(s, radix).
func TestRubyInteger(t *testing.T) {
	for _, r := range rubyNumbers(t, "Integer") {
		require.Len(t, r.Fields, 3, r.Name())
		in := r.Fields[1]
		radix, err := strconv.Atoi(r.Fields[2])
		require.NoError(t, err, r.Name())
		n, ok := rubyInteger(in, radix)
		if _, rejected := r.WantError(); rejected {
			assert.False(t, ok, "Integer(%q, %d) is an error in Ruby, got %v", in, radix, n)
			continue
		}
		if assert.True(t, ok, "Integer(%q, %d) is %s in Ruby", in, radix, r.Want) {
			assert.Equal(t, r.Want, n.String(), "Integer(%q, %d)", in, radix)
		}
	}
}

// TestRubyFloat checks rubyFloat against Ruby's Float(s).
func TestRubyFloat(t *testing.T) {
	for _, r := range rubyNumbers(t, "Float") {
		require.Len(t, r.Fields, 2, r.Name())
		in := r.Fields[1]
		f, ok := rubyFloat(in)
		if _, rejected := r.WantError(); rejected {
			assert.False(t, ok, "Float(%q) is an error in Ruby, got %v", in, f)
			continue
		}
		if !assert.True(t, ok, "Float(%q) is %s in Ruby", in, r.Want) {
			continue
		}
		switch r.Want {
		case "Infinity":
			assert.True(t, math.IsInf(f, 1), "Float(%q)", in)
		case "-Infinity":
			assert.True(t, math.IsInf(f, -1), "Float(%q)", in)
		default:
			want, err := strconv.ParseFloat(r.Want, 64)
			require.NoError(t, err)
			assert.Equal(t, want, f, "Float(%q)", in)
		}
	}
}

// TestWithoutSignBlanks checks the removal of blanks after a sign, which
// Puppet applies when Ruby rejects a string (Patterns::WS_BETWEEN_SIGN_AND_NUMBER).
func TestWithoutSignBlanks(t *testing.T) {
	for _, c := range []struct {
		in, out string
		ok      bool
	}{
		{"- 12", "-12", true},
		{"+\t 0x1F", "+0x1F", true},
		{"-12", "", false},
		{" -12", "", false},
		{"-\n12", "", false},
		{"- 1\n2", "", false},
		{"-", "", false},
	} {
		out, ok := withoutSignBlanks(c.in)
		assert.Equal(t, c.ok, ok, "%q", c.in)
		assert.Equal(t, c.out, out, "%q", c.in)
	}
}
