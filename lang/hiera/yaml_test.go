package hiera

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

// TestParseYAMLAsPsych reads each recorded case as Ruby's Psych did
// (testdata/record-yaml.rb).
func TestParseYAMLAsPsych(t *testing.T) {
	for _, row := range golden.ReadTable(t, "testdata/yaml.golden") {
		t.Run(row.Name(), func(t *testing.T) {
			v, err := ParseYAML([]byte(row.Fields[0]))
			if want, isErr := row.WantError(); isErr {
				require.Error(t, err)
				var ye *YAMLError
				var se *SymbolValueError
				switch {
				case want == "syntax":
					require.True(t, errors.As(err, &ye) && ye.Syntax, "%v", err)
				case want == "Symbol value":
					require.ErrorAs(t, err, &se)
				case want == "out of range":
					assert.Contains(t, err.Error(), "out of Puppet's 64-bit Integer range")
				default:
					assert.Equal(t, want, err.Error())
				}
				return
			}
			require.NoError(t, err)
			got, err := rubyInspect(v)
			require.NoError(t, err)
			assert.Equal(t, row.Want, got)
		})
	}
}

// FuzzParseYAML: any text is a value or an error, never a panic.
func FuzzParseYAML(f *testing.F) {
	for _, s := range []string{"a: yes", "a: &x [1, *x]", "b: &b {x: 1}\na: {<<: *b}", "a: 1:30.5", ":a: :b", "a: !!float x", "- [a, {b: 0x_}]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseYAML([]byte(s))
		if err == nil {
			_, _ = rubyInspect(v)
		}
	})
}
