// Package goldentab reads the tab-separated golden files that record, for
// rows of inputs, what Puppet printed (written by
// types/puptime/testdata/refgolden.py). The time and version packages test
// against them; one reader keeps their format in one place.
package goldentab

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Row is one line of a golden file: the input fields, what Puppet printed
// for them (Want, the last field), the '#template:' program it falls under
// and its line number for test names.
type Row struct {
	Template string
	Line     int
	Fields   []string
	Want     string
}

// Read loads the rows of a golden file, each tagged with the '#template:'
// line it falls under; blank lines and other '#' lines are skipped, and
// \n, \t and \\ escapes in fields are undone.
func Read(t testing.TB, path string) []Row {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var rows []Row
	template := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "#template:"); ok {
			template = strings.TrimSpace(rest)
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		for i, p := range parts {
			parts[i] = unescape(p)
		}
		rows = append(rows, Row{Template: template, Line: n, Fields: parts[:len(parts)-1], Want: parts[len(parts)-1]})
	}
	require.NoError(t, sc.Err())
	return rows
}

// Name identifies the row in test failures.
func (r Row) Name() string {
	return fmt.Sprintf("line %d %q", r.Line, r.Fields)
}

// WantError splits an expected "ERROR: msg" result into its message.
func (r Row) WantError() (string, bool) {
	return strings.CutPrefix(r.Want, "ERROR: ")
}

func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
