package psych

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/types"
)

// The full reading of YAML texts is recorded against Ruby in
// lang/hiera/testdata/yaml.golden; these cover each kind.
func TestResolve(t *testing.T) {
	tests := []struct {
		in   string
		kind Kind
		want types.Value
		text string
	}{
		{"yes", Value, types.True, ""},
		{"Off", Value, types.False, ""},
		{"yes please", String, nil, ""},
		{"0755", Value, types.Int(493), ""},
		{"0o755", String, nil, ""},
		{"1.10", Value, types.Float(1.1), ""},
		{"1.5e3", String, nil, ""},
		{"1:30", Value, types.Int(5400), ""},
		{"~", Value, types.Undef, ""},
		{"2024-01-01", Date, nil, ""},
		{"2024-01-01 10:00:00", Time, nil, ""},
		{":sym", Symbol, nil, "sym"},
		{"0x_", Invalid, nil, `invalid value for Integer(): "0x"`},
		{"99999999999999999999", BigInt, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := Resolve(tt.in)
			assert.Equal(t, tt.kind, got.Kind)
			if tt.want != nil {
				assert.Equal(t, tt.want, got.Value)
			}
			if tt.text != "" {
				assert.Equal(t, tt.text, got.Text)
			}
		})
	}
}

// FuzzResolve: any text resolves to some kind, never a panic.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{"yes", "0x1F", "1:30:45.5", "-.inf", ":'a'", "1,000.5", "0b_"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sc := Resolve(s)
		if sc.Kind == Value && sc.Value == nil {
			t.Fatalf("%q: a value kind without a value", s)
		}
	})
}
