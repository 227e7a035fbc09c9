package debug

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParseBreakpoint(t *testing.T) {
	tests := []struct {
		spec     string
		file     string
		line     int
		function string
		bad      bool
	}{
		{"site.pp:3", "site.pp", 3, "", false},
		{"/abs/dir/x.pp:12", "/abs/dir/x.pp", 12, "", false},
		{"ntp::config", "", 0, "ntp::config", false},
		{"::Ntp::Config", "", 0, "ntp::config", false},
		{"double", "", 0, "double", false},
		{"site.pp:0", "", 0, "", true},
		{"site.pp:x", "", 0, "", true},
		{"", "", 0, "", true},
		{"a b", "", 0, "", true},
		{"::", "", 0, "", true},
		{":", "", 0, "", true},
		{"a::::b", "", 0, "", true},
		{"a::", "", 0, "", true},
		{"9lives", "", 0, "", true},
		{"_private::helper", "", 0, "_private::helper", false},
	}
	for _, tt := range tests {
		file, line, function, err := ParseBreakpoint(tt.spec)
		if tt.bad {
			assert.Error(t, err, tt.spec)
			continue
		}
		assert.NoError(t, err, tt.spec)
		assert.Equal(t, []any{tt.file, tt.line, tt.function}, []any{file, line, function}, tt.spec)
	}
}

func TestSameFile(t *testing.T) {
	assert.True(t, sameFile("site.pp", "/any/where/site.pp"), "a base name matches any directory")
	assert.True(t, sameFile("/a/site.pp", "/a/site.pp"))
	assert.False(t, sameFile("/a/site.pp", "/b/site.pp"))
	assert.False(t, sameFile("other.pp", "/a/site.pp"))
}

func TestBreakpointsAddRemove(t *testing.T) {
	d := New(func(*Stop) Action { return Continue })
	assert.False(t, d.active.Load(), "nothing to stop at: statements cost one load")
	b, err := d.Add("x.pp:1")
	assert.NoError(t, err)
	assert.True(t, d.active.Load())
	d.SetFileBreakpoints("/y/x.pp", []int{4, 5})
	assert.Len(t, d.Breakpoints(), 2, "setting a file's breakpoints replaces those of the same file")
	assert.False(t, d.Remove(b.ID))
	for _, bp := range d.Breakpoints() {
		assert.True(t, d.Remove(bp.ID))
	}
	assert.False(t, d.active.Load())
}

func FuzzParseBreakpoint(f *testing.F) {
	for _, s := range []string{"a.pp:1", "f", "::x", ":", "a:b:3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		file, line, function, err := ParseBreakpoint(spec)
		if err == nil && function == "" && (file == "" || line < 1) {
			t.Fatalf("%q: a file breakpoint needs a file and a line", spec)
		}
	})
}
