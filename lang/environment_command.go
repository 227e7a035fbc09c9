package lang

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"prepl/lang/env"
	"prepl/lang/hiera"
	"prepl/lang/rubybridge"
)

// cmdEnvironment shows the session's environment or, given a directory,
// starts the session afresh on the environment there: a notebook names
// the environment it teaches with (`:environment environment`, relative
// to the working directory, which Jupyter sets to the notebook's), so it
// runs the same in any Jupyter without a kernelspec of its own.
func (s *Session) cmdEnvironment(_ context.Context, arg string) CommandResult {
	if arg == "" {
		s.mu.Lock()
		defer s.mu.Unlock()
		return CommandResult{Text: describeEnvironment(s.opts.Environment)}
	}
	dir, err := filepath.Abs(s.resolvePath(arg))
	if err != nil {
		return failed("Cannot open the environment %s: %s", arg, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.ev.CheckReadable(dir); err != nil {
		return failed("Cannot open the environment %s: %s", arg, err)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return failed("Cannot open the environment %s: %s is not a directory", arg, dir)
	}
	e, err := env.Open(env.Settings{Dir: dir})
	if err != nil {
		return failed("Cannot open the environment %s: %s", arg, err)
	}
	// A safe session may only widen what it reads to directories it can
	// read already: environment.conf must not reach out of them.
	for _, d := range append([]string{e.Manifest}, e.ModulePath...) {
		if d == "" {
			continue
		}
		if err := s.ev.CheckReadable(d); err != nil {
			return failed("Cannot open the environment %s: %s", arg, err)
		}
	}
	s.opts.Environment = e
	s.ruby.Swap(rubybridge.New(e, s.opts.Safe, s.opts.TrustRuby)).Close()
	s.data = hiera.New(s.opts.HieraConfig, e)
	s.data.Confined = s.opts.Safe
	s.newEvaluator()
	s.history = nil
	s.checks.Reset()
	// The directory is left out: the argument says where it is.
	_, details, _ := strings.Cut(describeEnvironment(e), "\n")
	return CommandResult{Text: "The session was reset on the environment in " + arg + ".\n" + details}
}

// describeEnvironment says where code comes from: the environment's
// directory, its module path and modules, and its main manifest (paths
// within the environment relative to it, so a notebook's output reads
// the same on every machine).
func describeEnvironment(e *env.Environment) string {
	if e == nil {
		return "No environment: start with --modulepath DIR or --environment DIR, or open one with :environment DIR."
	}
	within := func(p string) string {
		if e.Dir == "" {
			return p
		}
		if r, err := filepath.Rel(e.Dir, p); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return r
		}
		return p
	}
	var b strings.Builder
	if e.Dir != "" {
		fmt.Fprintf(&b, "environment: %s (%s)\n", e.Name, e.Dir)
	}
	path := make([]string, len(e.ModulePath))
	for i, p := range e.ModulePath {
		path[i] = within(p)
	}
	fmt.Fprintf(&b, "module path: %s\n", strings.Join(path, string(os.PathListSeparator)))
	names := make([]string, 0, len(e.Modules()))
	for _, m := range e.Modules() {
		names = append(names, m.Name)
	}
	if len(names) == 0 {
		b.WriteString("modules:     none\n")
	} else {
		fmt.Fprintf(&b, "modules:     %s\n", strings.Join(names, ", "))
	}
	if e.Manifest != "" {
		fmt.Fprintf(&b, "manifest:    %s\n", within(e.Manifest))
	}
	return strings.TrimSuffix(b.String(), "\n")
}
