package rubyfmt

import (
	"testing"
)

// FuzzFormat runs arbitrary format strings over a fixed mix of arguments:
// Format must return a result or an error, never panic or hang.
func FuzzFormat(f *testing.F) {
	for _, seed := range []string{"%d", "%-+#0 12.5f", "%<a>s", "%{a}", "%2$*1$d", "%.*e", "%c%%%", "%99999999999d", "%\n", "%#.13a"} {
		f.Add(seed)
	}
	s := "x"
	args := testArgs{intArg(-255), floatArg(2.5), {S: &s}, intArg(3)}
	f.Fuzz(func(t *testing.T, format string) {
		_, _ = Format(format, args)
	})
}

// FuzzParseNumbers feeds arbitrary text to Ruby's Integer() and Float()
// conversions.
func FuzzParseNumbers(f *testing.F) {
	for _, seed := range []string{"0x1f", " 12 ", "1_000.5", "0b", "-0o17", "1e-400", "0x1.8p1", "._1"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = ParseInteger(s)
		_, _ = ParseFloat(s)
	})
}
