package repl

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang"
	"prepl/types"
)

// testSessionOptions are the session options of these tests: facts given
// rather than read from this machine, whose memory figures change from
// one reading to the next.
func testSessionOptions() lang.Options {
	facts := types.HashOf(
		types.String("hostname"), types.String("test"),
		types.String("os"), types.HashOf(types.String("family"), types.String("Debian")),
	)
	return lang.Options{NodeName: "test.example.com", Facts: facts}
}

// transcript runs RunTranscript on input and returns its output and status.
func transcript(input string) (stdout, stderr string, status int) {
	var out, errOut bytes.Buffer
	status = RunTranscript(Options{
		Session:     testSessionOptions(),
		Stdin:       strings.NewReader(input),
		Stdout:      &out,
		Stderr:      &errOut,
		MinLogLevel: lang.LogNotice,
	})
	return out.String(), errOut.String(), status
}

// TestEveryCommandThroughTheShell checks that the shell prints what each
// command produces — its text on stdout, or its error on stderr — after
// the same inputs a session without the shell was given.
func TestEveryCommandThroughTheShell(t *testing.T) {
	manifest := filepath.Join(t.TempDir(), "extra.pp")
	require.NoError(t, os.WriteFile(manifest, []byte("$loaded = 'yes'\nnotice('loading')\n"), 0o644))
	setup := []string{"$v = [1, 'a']", "class web { }", "include web", "notice('x')"}
	commands := []string{
		":help", ":vars", ":functions", ":functions ea", ":types", ":doc each", ":doc", ":doc nosuch", "each?",
		":type [1]", ":type", ":type $nope", ":classes", ":resources", ":catalog", ":catalog json", ":catalog dot",
		":facts", ":node", ":node other.example.com", ":load " + manifest, ":load /no/such.pp", ":reset",
		":format", ":format {Integer => '%#x'}", ":format reset", ":format 1", ":strict", ":strict off",
		":strict maybe", ":history", ":time", ":time on", ":time off", ":environment", ":environment /no/such/dir",
		":quit", ":bogus",
	}
	before, beforeErr, status := transcript(strings.Join(setup, "\n") + "\n")
	require.Equal(t, 0, status, beforeErr)
	for _, cmd := range commands {
		t.Run(cmd, func(t *testing.T) {
			oracle := lang.NewSession(testSessionOptions())
			for _, in := range setup {
				require.Nil(t, oracle.Eval(context.Background(), in).Err)
			}
			want := oracle.Command(context.Background(), cmd)

			out, errOut, status := transcript(strings.Join(append(setup, cmd), "\n") + "\n")
			require.True(t, strings.HasPrefix(out, before), "the setup's output comes first")
			out, errOut = strings.TrimPrefix(out, before), strings.TrimPrefix(errOut, beforeErr)
			if want.Err != nil {
				assert.Equal(t, 1, status, "a failed command fails the transcript")
				assert.True(t, strings.HasPrefix(errOut, "Error: "+want.Err.Error()+"\n"), "stderr %q", errOut)
				return
			}
			assert.Equal(t, 0, status, errOut)
			assert.Empty(t, errOut)
			if strings.HasPrefix(cmd, ":load") {
				// The manifest's notice comes before the command's report.
				assert.Equal(t, "Notice: loading\n"+want.Text+"\n", out)
				return
			}
			assert.Equal(t, stableCatalog(want.Text)+"\n", stableCatalog(out))
		})
	}
}

// catalogIdentity matches the parts of a catalog's JSON that differ from
// one compilation to the next.
var catalogIdentity = regexp.MustCompile(`"(version|catalog_uuid)": [^,\n]+`)

// stableCatalog blanks a catalog's version and uuid.
func stableCatalog(s string) string {
	return catalogIdentity.ReplaceAllString(s, `"$1": _`)
}

func TestTranscriptCommandsInContext(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{"vars", "$v = [1, 'a']\n:vars\n", "$v        Tuple[Integer[1, 1], String]  [1, 'a']"},
		{"history", "$v = 1\n$v + \n1\n:history\n", "[1] $v = 1\n[2] $v + \n    1"},
		{"format applies to results", ":format {Integer => '%#x'}\n255\n", "=> 0xff\n"},
		{"reset forgets", "$v = 1\n:reset\n:vars\n", "No variables yet."},
		{"strict off", ":strict off\nnotice(\"<${nope}>\")\n", "Notice: <>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, _, _ := transcript(tt.input)
			assert.Contains(t, out, tt.want)
		})
	}
}

func TestTranscriptReadError(t *testing.T) {
	var out, errOut bytes.Buffer
	status := RunTranscript(Options{Stdin: failingReader{}, Stdout: &out, Stderr: &errOut})
	assert.Equal(t, 1, status)
	assert.Equal(t, "Error: Could not read standard input: broken\n", errOut.String())
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("broken") }
