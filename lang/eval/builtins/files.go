package builtins

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/syntax"
	"prepl/types"
)

// Files are looked up as Puppet finds them: absolute paths as they are,
// "mod/rest" in the environment's module mod (under files/ for file() and
// find_file(), templates/ for epp() and find_template()), and, failing
// that, relative to the evaluator's working directory.

// Where module file references point in a module.
const (
	moduleFilesDir     = "files"
	moduleTemplatesDir = "templates"
)

// resolvePath returns the path a file argument names.
func resolvePath(c *eval.Call, name, dir string) string {
	if filepath.IsAbs(name) {
		return name
	}
	if env := c.Environment(); env != nil {
		if p, ok := env.ModuleFile(dir, name); ok {
			return p
		}
	}
	return filepath.Join(c.WorkDir(), name)
}

// findFile returns the first of the names that exists as a file. In safe
// mode a name outside the readable directories is an error, whether or
// not it exists.
func findFile(c *eval.Call, names []types.Value, dir string) (string, bool, error) {
	all, err := Flatten(c, names)
	if err != nil {
		return "", false, err
	}
	for _, n := range all {
		s, ok := n.(types.String)
		if !ok || s == "" {
			continue
		}
		p := resolvePath(c, string(s), dir)
		if err := c.CheckReadable(p); err != nil {
			return "", false, err
		}
		if _, err := os.Stat(p); err == nil {
			return p, true, nil
		}
	}
	return "", false, nil
}

func init() {
	finder := func(name, dir, doc string) *eval.Function {
		call := func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
			p, ok, err := findFile(c, args, dir)
			if !ok {
				return types.Undef, err
			}
			return types.String(p), nil
		}
		return &eval.Function{
			Name: name,
			Doc:  doc,
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "paths", Type: "String", Repeated: true, Optional: true}}, Call: call},
				{Params: []eval.Param{{Name: "paths_array", Type: "Array[String]", Repeated: true, Optional: true}}, Call: call},
			},
		}
	}
	eval.Register(
		finder("find_file", moduleFilesDir, "Returns the path of the first of the given files (or arrays of them) that exists — absolute, 'module/file' in a module's files/, or relative to the working directory — or undef when none does."),
		finder("find_template", moduleTemplatesDir, "Returns the path of the first of the given template files (or arrays of them) that exists — absolute, 'module/file' in a module's templates/, or relative to the working directory — or undef when none does."),
		&eval.Function{
			Name: "module_directory",
			Doc:  "Returns the directory of the first of the named modules that is on the module path, or undef.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "names", Type: "String", Repeated: true, Optional: true}}, Call: moduleDirectory},
				{Params: []eval.Param{{Name: "names", Type: "Array[String]", Repeated: true, Optional: true}}, Call: moduleDirectory},
			},
		},
		&eval.Function{
			Name: "binary_file",
			Doc:  "Reads a file (absolute, or relative to the working directory) and returns its bytes as a Binary.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "path", Type: "String"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					p, ok, err := findFile(c, args, moduleFilesDir)
					if err != nil {
						return nil, err
					}
					if !ok {
						return nil, c.Errorf("The given file '%s' does not exist", args[0].(types.String))
					}
					data, err := c.ReadFile(p)
					if err != nil {
						return nil, err
					}
					return types.NewBinary(data), nil
				},
			}},
		},
		function3x("file", "Returns the text of the first of the given files that exists (absolute, or relative to the working directory).", -2, func(c *eval.Call, args []types.Value) (types.Value, error) {
			p, ok, err := findFile(c, args, moduleFilesDir)
			if err != nil {
				return nil, err
			}
			if !ok {
				var b strings.Builder
				joinInto(&b, types.NewArray(args), ", ", true, nil)
				return nil, c.ErrorAt("Could not find any files from %s", b.String())
			}
			data, err := c.ReadFile(p)
			if err != nil {
				return nil, err
			}
			return types.String(data), nil
		}),
		function3x("generate", "Runs a program, given by its absolute path, with the other arguments as its arguments (no shell is involved), in the program's directory, and returns what it printed (standard output and error); a non-zero exit status is an error.", -2, generate),
		function3x("template", "Renders ERB templates (`module/file.erb` from the module's templates directory, or an absolute path) in the caller's scope, with Ruby, and returns their texts joined.", -2, func(c *eval.Call, args []types.Value) (types.Value, error) {
			return renderERB(c, args, false)
		}),
		function3x("inline_template", "Renders ERB template texts in the caller's scope, with Ruby, and returns them joined.", -2, func(c *eval.Call, args []types.Value) (types.Value, error) {
			return renderERB(c, args, true)
		}),
		&eval.Function{
			Name: "epp",
			Doc:  "Renders an EPP template file (absolute, or relative to the working directory; '.epp' is added when the name lacks it and no such file exists) with the given parameters. The template sees top-scope variables, not the caller's.",
			Signatures: []*eval.Signature{{
				Params:  []eval.Param{{Name: "path", Type: "String"}, {Name: "parameters", Type: `Hash[Pattern[/^\w+$/], Any]`, Optional: true}},
				Returns: "Variant[String, Sensitive[String]]",
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					name := string(args[0].(types.String))
					if err := c.CheckReadable(resolvePath(c, name, moduleTemplatesDir)); err != nil {
						return nil, err
					}
					if _, err := os.Stat(resolvePath(c, name, moduleTemplatesDir)); err != nil && !strings.HasSuffix(name, ".epp") {
						name += ".epp"
					}
					p, ok, err := findFile(c, []types.Value{types.String(name)}, moduleTemplatesDir)
					if err != nil {
						return nil, err
					}
					if !ok {
						return nil, c.ErrorAt("Could not find template '%s'", name)
					}
					prog, err := parseEPPFile(c, p)
					if err != nil {
						return nil, err
					}
					return runEPP(c, prog, args[1:], true)
				},
			}},
		},
		&eval.Function{
			Name: "inline_epp",
			Doc:  "Renders EPP template text with the given parameters; the template also sees the caller's variables.",
			Signatures: []*eval.Signature{{
				Params:  []eval.Param{{Name: "template", Type: "String"}, {Name: "parameters", Type: `Hash[Pattern[/^\w+$/], Any]`, Optional: true}},
				Returns: "Variant[String, Sensitive[String]]",
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return renderEPP(c, "inline_epp", "inlined-epp-text", string(args[0].(types.String)), args[1:], false)
				},
			}},
		},
	)
}

// renderERB renders each argument as an ERB template (a file name, or the
// text when inline) through the session's extension, and joins the texts.
func renderERB(c *eval.Call, args []types.Value, inline bool) (types.Value, error) {
	ext := c.Extension()
	var b strings.Builder
	for _, a := range args {
		name := rubyToS(a)
		if ext == nil {
			return nil, c.ErrorAt("ERB templates are Ruby code, which this session cannot run: it has no Ruby bridge")
		}
		s, err := ext.ERB(c, name, inline)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	return types.String(b.String()), nil
}

// moduleDirectory is module_directory(): the directory of the first named
// module of the environment.
func moduleDirectory(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	env := c.Environment()
	if env == nil {
		return types.Undef, nil
	}
	all, err := Flatten(c, args)
	if err != nil {
		return nil, err
	}
	for _, n := range all {
		if s, ok := n.(types.String); ok {
			if m, ok := env.Module(string(s)); ok {
				return types.String(m.Dir), nil
			}
		}
	}
	return types.Undef, nil
}

// renderEPP parses and renders a template; top renders it under the top
// scope (epp) rather than the caller's (inline_epp).
func renderEPP(c *eval.Call, fn, name, src string, args []types.Value, top bool) (types.Value, error) {
	prog, err := syntax.ParseEPP(syntax.NewSource(name, src))
	if err != nil {
		return nil, invalidEPP(c, fn, err)
	}
	return runEPP(c, prog, args, top)
}

// invalidEPP is the error of a template that does not parse.
func invalidEPP(c *eval.Call, fn string, err error) error {
	var se *syntax.Error
	msg := err.Error()
	if errors.As(err, &se) {
		msg = se.Msg
	}
	return c.ErrorAt("%s(): Invalid EPP: %s", fn, msg)
}

// parseEPPFile parses the template file at path for epp(). A regular
// file of the environment's is parsed through the environment's cache
// (by path, modification time and size), so a template rendered for
// every instance of a define is read and parsed once; anything else (no
// environment, a pipe, an unreadable file) is read with ReadFile.
func parseEPPFile(c *eval.Call, path string) (*syntax.Program, error) {
	if err := c.CheckReadable(path); err != nil {
		return nil, err
	}
	if environment := c.Environment(); environment != nil {
		if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
			if err := c.CheckMemory(st.Size()); err != nil {
				return nil, err
			}
			prog, err := environment.Parse(path, true)
			var se *syntax.Error
			switch {
			case err == nil:
				return prog, nil
			case errors.As(err, &se):
				return nil, invalidEPP(c, "epp", err)
			}
			// Not read: ReadFile says why, as for any file.
		}
	}
	src, err := c.ReadFile(path)
	if err != nil {
		return nil, err
	}
	prog, err := syntax.ParseEPP(syntax.NewSource(path, string(src)))
	if err != nil {
		return nil, invalidEPP(c, "epp", err)
	}
	return prog, nil
}

// runEPP renders a parsed template with its parameters (an optional
// hash), at top scope for epp() or in the caller's scope.
func runEPP(c *eval.Call, prog *syntax.Program, args []types.Value, top bool) (types.Value, error) {
	var params *types.Hash
	if len(args) > 0 {
		params = args[0].(*types.Hash)
	}
	if top {
		return c.RenderTemplateTop(prog, params)
	}
	return c.RenderTemplate(prog, params)
}

// generateWaitDelay is how long generate() waits, once the program has
// exited, for children that still hold its output open.
const generateWaitDelay = 100 * time.Millisecond

var generatorName = lazyre.New(`^[-/\w.+]+$`)

func generate(c *eval.Call, args []types.Value) (types.Value, error) {
	argv := make([]string, len(args))
	for i, a := range args {
		argv[i] = rubyToS(a)
	}
	cmd := argv[0]
	switch {
	case c.Safe():
		return nil, c.ErrorAt("generate() runs programs, which safe mode does not allow")
	case !filepath.IsAbs(cmd):
		return nil, c.ErrorAt("Generators must be fully qualified")
	case !generatorName().MatchString(cmd):
		return nil, c.ErrorAt("Generators can only contain alphanumerics, file separators, and dashes")
	case strings.Contains(cmd, ".."):
		return nil, c.ErrorAt("Can not use generators with '..' in them.")
	}
	dir := filepath.Dir(cmd)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, c.ErrorAt("No such file or directory @ dir_chdir - %s", dir)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	proc := exec.CommandContext(ctx, cmd, argv[1:]...)
	proc.Dir = dir
	// The program runs in a process group of its own, so an interrupt
	// stops the children it started too; and a child left running in the
	// background with the program's output open does not hold up the
	// result for longer than generateWaitDelay.
	proc.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	proc.Cancel = func() error { return syscall.Kill(-proc.Process.Pid, syscall.SIGKILL) }
	proc.WaitDelay = generateWaitDelay
	// The inherited environment as it is: Go would otherwise set PWD to
	// the directory, which Puppet (Ruby's chdir) does not.
	proc.Env = os.Environ()
	var out bytes.Buffer
	proc.Stdout = &out
	proc.Stderr = &out
	status := 0
	if err := proc.Start(); err != nil {
		// Puppet's child process fails to run the program and exits 1.
		status = 1
	} else {
		done := make(chan error, 1)
		go func() { done <- proc.Wait() }()
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
	wait:
		for {
			select {
			case err := <-done:
				var ee *exec.ExitError
				switch {
				case errors.As(err, &ee):
					status = ee.ExitCode()
				case errors.Is(err, exec.ErrWaitDelay):
					// The program exited; a child of it kept the output open.
				case err != nil:
					status = 1
				}
				break wait
			case <-tick.C:
				if err := c.CheckInterrupt(); err != nil {
					cancel()
					<-done
					return nil, err
				}
			}
		}
	}
	if status != 0 {
		return nil, c.ErrorAt("Failed to execute generator %s: Execution of '%s' returned %d: %s",
			cmd, strings.Join(argv, " "), status, strings.TrimSpace(out.String()))
	}
	return types.String(out.String()), nil
}
