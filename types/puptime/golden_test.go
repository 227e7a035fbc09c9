package puptime

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// goldenRow is one row of a golden file written by
// testdata/refgolden.py: the input fields and, last, what Puppet
// printed for them.
type goldenRow struct {
	template string
	line     int
	fields   []string
	want     string
}

// readGolden loads the rows of a golden file, each tagged with the
// '#template:' line it falls under.
func readGolden(t *testing.T, path string) []goldenRow {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var rows []goldenRow
	template := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#template:") {
			template = strings.TrimSpace(strings.TrimPrefix(line, "#template:"))
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		for i, p := range parts {
			parts[i] = unescapeField(p)
		}
		rows = append(rows, goldenRow{template: template, line: n, fields: parts[:len(parts)-1], want: parts[len(parts)-1]})
	}
	require.NoError(t, sc.Err())
	return rows
}

func unescapeField(s string) string {
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

// wantError splits an expected "ERROR: msg" result.
func wantError(want string) (string, bool) {
	return strings.CutPrefix(want, "ERROR: ")
}
