package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A Program is one FILE.pp of a directory of programs with FILE.out, what
// Puppet printed for it.
type Program struct {
	Name string // the file name without .pp, for test names
	Path string
	Code string
	Out  string
}

// Programs reads the programs of dir and their recorded output; a program
// without one fails the test, naming the recorder to run.
func Programs(t testing.TB, dir, recorder string) []Program {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.pp"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no programs in %s", dir)
	progs := make([]Program, 0, len(files))
	for _, f := range files {
		code, err := os.ReadFile(f)
		require.NoError(t, err)
		out, err := os.ReadFile(strings.TrimSuffix(f, ".pp") + ".out")
		require.NoError(t, err, "no recorded output for %s; run %s", f, recorder)
		progs = append(progs, Program{Name: strings.TrimSuffix(filepath.Base(f), ".pp"), Path: f, Code: string(code), Out: string(out)})
	}
	return progs
}

// Expect splits an output in the form scripts/record-golden.py writes
// into the notices' text (notices may span lines) and the error message
// of a last line "!error: MESSAGE" ("" when the program succeeded).
func (p Program) Expect() (text, errMsg string) {
	text = strings.TrimSuffix(p.Out, "\n")
	if i := strings.LastIndex(text, "!error"); i >= 0 && (i == 0 || text[i-1] == '\n') {
		errMsg = strings.TrimSpace(strings.TrimPrefix(text[i+len("!error"):], ":"))
		text = strings.TrimSuffix(text[:i], "\n")
	}
	return text, errMsg
}
