package construct

import (
	"encoding/json"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rubyNumbers holds what Ruby's Integer() and Float() make of the strings
// Integer.new and Float.new let through, recorded by
// testdata/ruby_numbers.rb; a nil value means Ruby rejects the
// string.
type rubyNumbers struct {
	Integers []struct {
		Input string
		Radix int
		Value *string
	}
	Floats []struct {
		Input string
		Value *string
	}
}

func loadRubyNumbers(t *testing.T) rubyNumbers {
	data, err := os.ReadFile("testdata/ruby_numbers.json")
	require.NoError(t, err)
	var rn rubyNumbers
	require.NoError(t, json.Unmarshal(data, &rn))
	require.NotEmpty(t, rn.Integers)
	require.NotEmpty(t, rn.Floats)
	return rn
}

// TestRubyInteger checks rubyInteger against Ruby's Integer(s, radix).
func TestRubyInteger(t *testing.T) {
	for _, c := range loadRubyNumbers(t).Integers {
		n, ok := rubyInteger(c.Input, c.Radix)
		if c.Value == nil {
			assert.False(t, ok, "Integer(%q, %d) is an error in Ruby, got %v", c.Input, c.Radix, n)
			continue
		}
		if assert.True(t, ok, "Integer(%q, %d) is %s in Ruby", c.Input, c.Radix, *c.Value) {
			assert.Equal(t, *c.Value, n.String(), "Integer(%q, %d)", c.Input, c.Radix)
		}
	}
}

// TestRubyFloat checks rubyFloat against Ruby's Float(s).
func TestRubyFloat(t *testing.T) {
	for _, c := range loadRubyNumbers(t).Floats {
		f, ok := rubyFloat(c.Input)
		if c.Value == nil {
			assert.False(t, ok, "Float(%q) is an error in Ruby, got %v", c.Input, f)
			continue
		}
		if !assert.True(t, ok, "Float(%q) is %s in Ruby", c.Input, *c.Value) {
			continue
		}
		switch *c.Value {
		case "Infinity":
			assert.True(t, math.IsInf(f, 1), "Float(%q)", c.Input)
		case "-Infinity":
			assert.True(t, math.IsInf(f, -1), "Float(%q)", c.Input)
		default:
			want, err := strconv.ParseFloat(*c.Value, 64)
			require.NoError(t, err)
			assert.Equal(t, want, f, "Float(%q)", c.Input)
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
