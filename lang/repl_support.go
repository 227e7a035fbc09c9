package lang

import (
	"context"
	"errors"
	"strings"
	"time"

	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// Source is one named program text, for EvalSources.
type Source struct {
	// Name is the file name errors report ("" for code given on a command
	// line, which Puppet reports without a file).
	Name string
	Text string
}

// EvalSources evaluates several sources as one program, the way Puppet
// evaluates the files of a manifest directory: definitions anywhere are
// visible everywhere, a variable is assigned once across all of them, and
// the catalog is finished once at the end. Script mode (`prepl a.pp b.pp
// -e CODE`) runs its inputs through it. The first syntax error of any
// source fails the whole program before anything is evaluated.
func (s *Session) EvalSources(ctx context.Context, sources []Source) Result {
	return s.evalSources(ctx, sources, numbered)
}

// evalSources is EvalSources recording as rec says (:load runs within
// its command's number).
func (s *Session) evalSources(ctx context.Context, sources []Source, rec recording) Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	start := time.Now()
	if s.debugger != nil {
		s.debugger.Reset()
	}
	if rec == numbered {
		s.count++
	}
	res := Result{Count: s.count}
	prog, err := parseSources(sources)
	if err == nil {
		res.Value, err = s.ev.Evaluate(ctx, prog)
	}
	res.Duration = time.Since(start)
	if err != nil {
		res.Err = newError(err)
		res.Value = nil
	} else if rec != unrecorded {
		s.keepResult(res.Count, res.Value)
	}
	if rec != numbered {
		return res
	}
	input := ""
	for _, src := range sources {
		input += src.Text
	}
	s.recordLocked(HistoryEntry{Count: res.Count, Input: input, Value: res.Value, Failed: err != nil})
	return res
}

// parseSources parses each source and joins their statements into one
// program; every node keeps the position in its own source.
func parseSources(sources []Source) (*syntax.Program, error) {
	var joined *syntax.Program
	for _, src := range sources {
		prog, err := syntax.Parse(syntax.NewSource(src.Name, src.Text))
		if err != nil {
			return nil, err
		}
		if joined == nil {
			joined = prog
			continue
		}
		joined.Body.Statements = append(joined.Body.Statements, prog.Body.Statements...)
	}
	if joined == nil {
		return syntax.Parse(syntax.NewSource("", ""))
	}
	return joined, nil
}

// CheckSyntax parses and validates a manifest without evaluating it, as
// `puppet parser validate` does: every error, none when the text is
// valid, and after several Puppet's closing "Giving up" line. A
// manifest that defines a class, define, node, function or type alias
// twice is invalid too. A name ending in ".epp" is an EPP template,
// checked as `puppet epp validate` does.
func CheckSyntax(name, text string) []*Error {
	src := syntax.NewSource(name, text)
	if strings.HasSuffix(name, ".epp") {
		if _, err := syntax.ParseEPP(src); err != nil {
			return []*Error{newError(err)}
		}
		return nil
	}
	var out []*Error
	for _, e := range syntax.ValidateSource(src) {
		out = append(out, newError(e))
	}
	if len(out) > 1 {
		out = append(out, &Error{Kind: "SyntaxError", Message: syntax.GivingUp(len(out))})
	}
	if len(out) > 0 {
		return out
	}
	prog, err := syntax.Parse(src)
	if err != nil {
		return []*Error{newError(err)}
	}
	var ee *eval.Error
	if err := eval.CheckDefinitions(prog); errors.As(err, &ee) {
		// Puppet's validator words it without the "Evaluation Error" of
		// a compilation.
		return []*Error{locatedError("SyntaxError", ee.Msg, ee.Loc)}
	}
	return nil
}

// endsInStatement reports whether a program's last expression is
// statement-like — a function call such as notice() or include, a
// conditional, or a definition — so that its undef value is not worth
// echoing. An undef written as a value (`undef`, `$x = undef`,
// `$h['missing']`) is still shown.
func endsInStatement(prog *syntax.Program) bool {
	if prog == nil || len(prog.Body.Statements) == 0 {
		return false
	}
	switch prog.Body.Statements[len(prog.Body.Statements)-1].(type) {
	case *syntax.CallNamedFunctionExpr, *syntax.CallMethodExpr,
		*syntax.IfExpr, *syntax.UnlessExpr, *syntax.CaseExpr,
		*syntax.FunctionDefinition, *syntax.TypeAlias, *syntax.TypeMapping, *syntax.TypeDefinition,
		*syntax.HostClassDefinition, *syntax.ResourceTypeDefinition, *syntax.NodeDefinition:
		return true
	}
	return false
}

// LogLevelNamed returns the log level Puppet names name ("debug", "info",
// "notice", "warning", "err", ...), for command-line options.
func LogLevelNamed(name string) (eval.LogLevel, bool) {
	for l := eval.LogDebug; l <= eval.LogCrit; l++ {
		if l.String() == name {
			return l, true
		}
	}
	return 0, false
}

// ManifestFiles lists the *.pp files under dir in the order Puppet reads
// a manifest directory (env.ManifestFiles), for front ends that take
// directories.
func ManifestFiles(dir string) ([]string, error) { return env.ManifestFiles(dir) }

// SourceFiles lists the manifests and EPP templates under dir, for
// validating a module or an environment.
func SourceFiles(dir string) ([]string, error) { return env.SourceFiles(dir) }
