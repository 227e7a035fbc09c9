package golden

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Row is one line of a table: the input fields, what Puppet printed
// for them (Want, the last field), the '#template:' program it falls under
// and its line number for test names.
type Row struct {
	Template string
	Line     int
	Fields   []string
	Want     string
}

// ReadTable loads the rows of a table, each tagged with the '#template:'
// line it falls under; blank lines and other '#' lines are skipped, and
// the escapes of Escape are undone in every field.
func ReadTable(t testing.TB, path string) []Row {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	rows, err := parseTable(f)
	require.NoError(t, err, path)
	return rows
}

// parseTable reads the rows of a table from r (see ReadTable).
func parseTable(r io.Reader) ([]Row, error) {
	var rows []Row
	template := ""
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
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
	return rows, sc.Err()
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
			case 'r':
				b.WriteByte('\r')
			case 'x':
				if i+2 < len(s) {
					if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
						b.WriteByte(byte(v))
						i += 2
						continue
					}
				}
				b.WriteByte('x')
			default:
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Escape writes s as one field of a table: backslash, newline, carriage
// return and tab as \\, \n, \r and \t, and the other control characters
// (which would make the file binary or unreadable) as \xHH, the only
// escapes ReadTable undoes.
func Escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
