package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadTable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.golden")
	text := "# a comment\n#template: notice({0})\n1\t1\n\n'a\\tb'\tERROR: bad\\nsecond\n#template: other\nx\\\\n\ty\\r\n"
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	rows := ReadTable(t, path)
	require.Len(t, rows, 3)
	assert.Equal(t, Row{Template: "notice({0})", Line: 3, Fields: []string{"1"}, Want: "1"}, rows[0])
	assert.Equal(t, []string{"'a\tb'"}, rows[1].Fields)
	msg, ok := rows[1].WantError()
	assert.True(t, ok)
	assert.Equal(t, "bad\nsecond", msg)
	assert.Equal(t, Row{Template: "other", Line: 7, Fields: []string{`x\n`}, Want: "y\r"}, rows[2])
}

// FuzzEscape: any text written with Escape reads back as itself.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "a\tb", "\\n", "line\r\n", `\\\`, "\x00\x1b[1m\x7f", `\x4`} {
		f.Add(s, "x")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if strings.HasPrefix(a, "#") || strings.TrimSpace(Escape(a)+"\t"+Escape(b)) == "" {
			return
		}
		rows, err := parseTable(strings.NewReader(Escape(a) + "\t" + Escape(b) + "\n"))
		require.NoError(t, err)
		require.Len(t, rows, 1)
		assert.Equal(t, []string{a}, rows[0].Fields)
		assert.Equal(t, b, rows[0].Want)
	})
}

func TestCasesRoundTrip(t *testing.T) {
	cases := []*Case{
		{Name: "one", Code: "notice(1)\n", Expect: []string{"1"}},
		{Name: "two", Code: "fail('x')\n", Expect: []string{"ERROR: x"}, Differs: "Puppet crashes", Ours: []string{"ERROR: y"}},
		{Name: "silent", Code: "$x = 1\n", Expect: nil},
	}
	path := filepath.Join(t.TempDir(), "c.txt")
	require.NoError(t, WriteCases(path, cases))
	got, err := ReadCases(path)
	require.NoError(t, err)
	assert.Equal(t, cases, got)
	assert.Equal(t, []string{"ERROR: y"}, got[1].Want())
	assert.Equal(t, []string{}, got[2].Want())
}

func TestNormalize(t *testing.T) {
	assert.Equal(t, "Oops", Normalize("Error: Evaluation Error: Error while evaluating a Function Call, Oops (file: /tmp/x.pp, line: 1, column: 1) on node n.example.com", ""))
	assert.Equal(t, "read @DIR@/f", Normalize("read /d/f (line: 2)", "/d"))
	assert.Equal(t, "undefined method `x' for #<#<Class:0x…>:0x… @a=1>", Normalize("undefined method `x' for #<#<Class:0x00007fd93b723bb8>:0x00007fd93b729090 @a=1>", ""))
}

func TestPrintedLines(t *testing.T) {
	assert.Equal(t, []string{}, Printed{}.Lines(""))
	p := Printed{
		Notices:  []string{"read /d/f", "two\nlines"},
		Warnings: []string{"Warning: odd (file: /d/in.pp, line: 1)"},
		More:     []string{"R: Notify[x]"},
	}
	assert.Equal(t, []string{"read @DIR@/f", "two", "lines", "W: odd", "R: Notify[x]"}, p.Lines("/d"))
	p.Failed, p.Error = true, "Evaluation Error: Error while evaluating a Function Call, bad\nworse (line: 2)"
	assert.Equal(t, []string{"read /d/f", "two", "lines", "W: odd", "ERROR: bad", "worse"}, p.Lines(""))
}

func TestRecorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.dot")
	require.NoError(t, os.WriteFile(path, []byte("digraph {}\n"), 0o644))
	assert.Equal(t, "digraph {}\n", string(Recorded(t, path, "record.sh")))
	ft := &fakeT{}
	func() {
		defer func() { _ = recover() }()
		Recorded(ft, filepath.Join(t.TempDir(), "missing.dot"), "record.sh")
	}()
	assert.True(t, ft.failed)
	assert.Contains(t, ft.msg, "run record.sh")
}

// fakeT records a failure instead of failing the test.
type fakeT struct {
	testing.TB
	failed bool
	msg    string
}

func (f *fakeT) Helper()      {}
func (f *fakeT) Name() string { return "fake" }
func (f *fakeT) Errorf(format string, args ...any) {
	f.failed = true
	f.msg = fmt.Sprintf(format, args...)
}
func (f *fakeT) FailNow() { panic("fail now") }
