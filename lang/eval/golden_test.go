package eval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// runProgram evaluates Puppet source in a fresh evaluator and returns the
// notice messages and the error, if any.
func runProgram(t testing.TB, name, src string) ([]string, error) {
	return runProgramIn(t, nil, name, src)
}

// runProgramIn is runProgram with modules of an environment.
func runProgramIn(t testing.TB, environment *env.Environment, name, src string) ([]string, error) {
	t.Helper()
	prog, err := syntax.Parse(syntax.NewSource(name, src))
	if err != nil {
		return nil, err
	}
	return evaluateParsed(environment, prog)
}

// evaluateParsed evaluates a parsed program in a fresh evaluator, with
// modules of environment when it is not nil, and returns the notice
// messages and the error, if any.
func evaluateParsed(environment *env.Environment, prog *syntax.Program) ([]string, error) {
	var notices []string
	ev := eval.New(eval.Options{
		NodeName: "conformance.example.com",
		Log: func(level eval.LogLevel, msg string) {
			if level == eval.LogNotice {
				notices = append(notices, msg)
			}
		},
		Environment: environment,
	})
	_, err := ev.Evaluate(context.Background(), prog)
	return notices, err
}

// TestGoldenPrograms runs every program under testdata/programs and
// compares its notices (and error) with what Puppet printed for it, as
// recorded by scripts/record-golden.py.
func TestGoldenPrograms(t *testing.T) {
	runGoldenPrograms(t, "testdata/programs", nil, "")
}

// runGoldenPrograms runs the programs of dir in the environment and
// compares them with their recorded .out files; modules, when not "",
// is the directory recorded errors call $MODULES.
func runGoldenPrograms(t *testing.T, dir string, environment *env.Environment, modules string) {
	for _, p := range golden.Programs(t, dir, "scripts/record-golden.py") {
		t.Run(p.Name, func(t *testing.T) {
			// Notices may span lines, so the recorded text is compared as a
			// whole; an error, if any, is the last line.
			text, wantErr := p.Expect()
			if modules != "" {
				wantErr = strings.ReplaceAll(wantErr, "$MODULES", modules)
			}
			got, err := runProgramIn(t, environment, p.Path, p.Code)
			var ee *eval.Error
			if err != nil && asEvalError(err, &ee) {
				require.NotEqual(t, eval.InternalError, ee.Kind, "internal error: %s", ee.Msg)
			}
			if wantErr != "" {
				require.Error(t, err, "expected an error containing %q; notices: %q", wantErr, got)
				assert.Contains(t, err.Error(), wantErr)
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, text, strings.Join(got, "\n"))
		})
	}
}

func asEvalError(err error, target **eval.Error) bool {
	e, ok := err.(*eval.Error)
	if ok {
		*target = e
	}
	return ok
}
