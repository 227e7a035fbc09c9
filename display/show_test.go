package display

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

var update = flag.Bool("update", false, "rewrite the renderer golden files in testdata/show")

// showCase is a value shown by the renderers under some options.
type showCase struct {
	name   string
	value  string // a literal (see parseLiteral)
	format string // the session format map, a literal; "" for none
	width  int
}

var showCases = []showCase{
	{name: "string", value: `'it\'s <b>&"'`},
	{name: "integer", value: "42"},
	{name: "float", value: "1.5"},
	{name: "float_exponent", value: "1e20"},
	{name: "constants", value: "[true, false, undef, default]"},
	{name: "types", value: "[Integer[1, 2], Notify['x'], Enum['a', 'b']]"},
	{name: "regexp", value: "/a+b/"},
	{name: "sensitive", value: "[Sensitive('secret'), {k => Sensitive('x')}]"},
	{name: "others", value: "[Timespan(3600.5), Timestamp(0), SemVer('1.2.3'), Binary('aGVsbG8=')]"},
	{name: "short_hash", value: "{a => 1, 'b' => [2, 'x']}"},
	{name: "empty", value: "[[], {}]"},
	{name: "nested", value: "{name => 'web', ports => [80, 443], config => {tls => true, ciphers => ['a', 'b'], limits => {cpu => 2, mem => '4G'}}}"},
	{name: "long_array", value: "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]", width: 40},
	{name: "records", value: "[{name => 'a', size => 1}, {name => 'b', size => 2}, {name => 'c', size => [3, 4]}]"},
	{name: "mixed_array", value: "[1, {a => 2}, [3, [4]], 'five']"},
	{name: "format_map", value: "[1, 255, {k => -1}, 'x']", format: "{Integer[0, default] => '%#x', String => '%s'}"},
	{name: "format_map_containers", value: "{a => [1, 2], b => {c => 3}}", format: "{Array => {format => '%(a', separator => ' |'}, Hash => '%<h'}"},
	{name: "unicode", value: "['émile', 'ß', 'x\\ny']"},
}

// TestRenderersGolden compares the text, colour and HTML renderings of
// showCases with the files in testdata/show (go test -update rewrites
// them).
func TestRenderersGolden(t *testing.T) {
	t.Setenv("NO_COLOR", "")
	for _, c := range showCases {
		v, err := parseLiteral(c.value)
		require.NoError(t, err, c.value)
		o := Options{Width: c.width}
		if c.format != "" {
			m, err := parseLiteral(c.format)
			require.NoError(t, err, c.format)
			o.FormatMap = m.(*types.Hash)
		}
		r, err := NewRenderer(o)
		require.NoError(t, err, c.name)
		text, err := r.Text(v)
		require.NoError(t, err, c.name)
		colored, err := r.Colored(v)
		require.NoError(t, err, c.name)
		htm, err := r.HTML(v)
		require.NoError(t, err, c.name)
		checkShown(t, c.name+".txt", text+"\n")
		checkShown(t, c.name+".ansi", colored+"\n")
		checkShown(t, c.name+".html", htm+"\n")
		assert.Equal(t, text, stripANSI(colored), "%s: colour must not change the text", c.name)
		assert.Equal(t, text, Show(v, o), c.name)
	}
}

// checkShown compares got with testdata/show/name, or writes it with -update.
func checkShown(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "show", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), got, name)
}

// stripANSI removes SGR escape sequences.
func stripANSI(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && s[j] != 'm' {
				j++
			}
			i = j
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// TestNoColor checks that NO_COLOR turns colour off.
func TestNoColor(t *testing.T) {
	v := types.ArrayOf(types.String("a"), types.Int(1))
	t.Setenv("NO_COLOR", "1")
	assert.Equal(t, "['a', 1]", ShowColored(v, Options{}))
	t.Setenv("NO_COLOR", "")
	assert.Contains(t, ShowColored(v, Options{}), "\x1b[")
}

// TestShowInvalidFormatMap checks that a bad session map is reported by
// NewRenderer and ignored by Show.
func TestShowInvalidFormatMap(t *testing.T) {
	m := types.HashOf(builtin("Integer"), types.String("%Q%"))
	_, err := NewRenderer(Options{FormatMap: m})
	assert.EqualError(t, err, "The format '%Q%' is not a valid format on the form '%<flags><width>.<prec><format>'")
	assert.Equal(t, "42", Show(types.Int(42), Options{FormatMap: m}))
}

// TestShowFormatError checks that a value the session map cannot format
// shows the engine's error.
func TestShowFormatError(t *testing.T) {
	m := types.HashOf(builtin("Integer"), types.String("%t"))
	assert.Equal(t, "Illegal format 't' specified for value of Integer type - expected one of the characters 'dxXobBeEfgGaAspc'",
		Show(types.Int(42), Options{FormatMap: m}))
	assert.Contains(t, ShowHTML(types.Int(42), Options{FormatMap: m}), `<pre class="prepl-error">Illegal format`)
}

// TestShowDeepValueOnOneLine shows values nested too deeply for any
// indented layout to fit on one line, which costs time linear in the
// depth where the indented layouts would cost its cube.
func TestShowDeepValueOnOneLine(t *testing.T) {
	for _, depth := range []int{41, types.MaxNesting} {
		var v types.Value = types.EmptyArray
		for i := 1; i < depth; i++ {
			v = types.ArrayOf(v)
		}
		require.Equal(t, depth, types.Nesting(v))
		s := Show(v, Options{})
		assert.Equal(t, strings.Repeat("[", depth)+strings.Repeat("]", depth), s)
	}
	// Shallower values still get the indented layouts.
	assert.Contains(t, Show(types.ArrayOf(types.ArrayOf(types.String(strings.Repeat("x", 90)))), Options{}), "\n")
}

// TestFormatTooWide asks for widths and precisions beyond the engine's
// bound: the error says which number is too large, not that the format
// is malformed.
func TestFormatTooWide(t *testing.T) {
	for format, want := range map[string]string{
		"%2000000d":  "The format '%2000000d' has a width larger than 1048576, the most a format may ask for",
		"%.2000000f": "The format '%.2000000f' has a precision larger than 1048576, the most a format may ask for",
	} {
		_, err := FormatValue(types.Int(1), types.String(format))
		assert.EqualError(t, err, want, format)
	}
	s, err := FormatValue(types.Int(1), types.String("%1048576d"))
	require.NoError(t, err)
	assert.Len(t, s, 1<<20)
}
