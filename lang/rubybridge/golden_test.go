package rubybridge_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang"
	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/lang/rubybridge"
	"prepl/types"
)

// position is a position inside a message, as the recorder removes it.
var position = regexp.MustCompile(` \(file: [^)]*, line: \d+\)`)

// newSession opens a session on the fixture modules (testdata/env).
func newSession(t testing.TB, safe bool, log eval.LogFunc) *lang.Session {
	t.Helper()
	dir, err := filepath.Abs("testdata/env")
	require.NoError(t, err)
	e, err := env.New("", dir, []string{filepath.Join(dir, "modules")}, "")
	require.NoError(t, err)
	s := lang.NewSession(lang.Options{Environment: e, Safe: safe, Log: log, NodeName: "node.example.com", Facts: types.EmptyHash})
	t.Cleanup(s.Close)
	return s
}

// requireRuby skips a test that needs Ruby where there is none.
func requireRuby(t testing.TB) {
	t.Helper()
	if _, err := lookRuby(); err != nil {
		t.Skip("no Ruby: ", err)
	}
}

// TestGoldenPrograms runs each program of testdata/programs in a session
// on the fixture modules and compares its notices and error with what
// Puppet printed for it (recorded by testdata/record.py).
func TestGoldenPrograms(t *testing.T) {
	requireRuby(t)
	testdata, err := filepath.Abs("testdata")
	require.NoError(t, err)
	for _, p := range golden.Programs(t, "testdata/programs", "testdata/record.py") {
		t.Run(p.Name, func(t *testing.T) {
			p.Out = strings.ReplaceAll(p.Out, "<testdata>", testdata)
			text, wantErr := p.Expect()
			var notices []string
			s := newSession(t, false, func(level eval.LogLevel, msg string) {
				if level == eval.LogNotice {
					// Puppet's console drops one newline at the end of a message.
					notices = append(notices, strings.TrimSuffix(msg, "\n"))
				}
			})
			res := s.EvalFile(context.Background(), p.Path, p.Code)
			if wantErr != "" {
				require.NotNil(t, res.Err, "expected an error containing %q; notices: %q", wantErr, notices)
				assert.NotEqual(t, "InternalError", res.Err.Kind)
				// Puppet's positions are stripped from the recorded message.
				assert.Contains(t, position.ReplaceAllString(res.Err.Message, ""), wantErr)
			} else {
				require.Nil(t, res.Err, "unexpected error")
			}
			assert.Equal(t, text, strings.Join(notices, "\n"))
		})
	}
}

func lookRuby() (string, error) {
	p, ok := rubybridge.LookRuby()
	if !ok {
		return "", os.ErrNotExist
	}
	return p, nil
}
