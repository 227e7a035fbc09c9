// Command prepl is the Puppet language shell: an interactive REPL on a
// terminal, a transcript runner on a pipe, a script runner for files and
// -e code, and a syntax validator.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/mattn/go-isatty"

	"prepl/internal/cpuprofile"
	"prepl/internal/memlimit"
	"prepl/lang"
	"prepl/lang/env"
	"prepl/lang/facts"
	// The core function library registers itself with the evaluator.
	_ "prepl/lang/eval/builtins"
	_ "prepl/lang/eval/builtins/stdlib"
	"prepl/repl"
)

const usageText = `Usage:
  prepl                      the interactive shell (stdin and stdout a terminal)
  prepl < session.pp         replay a session: each input evaluated in turn,
                             results echoed; exit status 1 if any failed
  prepl [FILE.pp ...] [-e CODE]
                             evaluate the files and the code as one program
                             ("-" reads the program from standard input)
  prepl --environment DIR [--catalog json]
                             compile the environment's main manifest (when
                             there is no program and no input on stdin)
  prepl --validate FILE|DIR ...
                             check the syntax of manifests (*.pp under DIRs)

Flags (-flag and --flag are the same; flags may follow file names):
`

// flags are prepl's command-line options.
type flags struct {
	code []string
	// interactive keeps the shell open after the files and code ran (-i).
	interactive bool
	modulePath  string
	envDir      string
	baseMPath   string
	node        string
	facts       string
	os          string
	strict      bool
	catalog     string
	validate    bool
	version     bool
	noBanner    bool
	noColor     bool
	showNotify  bool
	noPager     bool
	dap         bool
	breaks      []string
	history     string
	logLevel    string
	maxMemory   string
	// hieraConfig is the global hiera.yaml.
	hieraConfig string
	// debug prints the Go stack of an internal error.
	debug bool
	// safe and timeout bound what inputs may do (see lang.Options).
	safe       bool
	trustRuby  []string
	timeout    time.Duration
	set        map[string]bool
	positional []string
}

// parseFlags parses the command line. Asked for help, it prints the usage
// to stdout and returns flag.ErrHelp; a wrong flag is reported on stderr.
func parseFlags(args []string, stdout, stderr io.Writer) (*flags, error) {
	f := &flags{set: map[string]bool{}}
	fs := flag.NewFlagSet("prepl", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if wantsHelp(args) {
		fs.SetOutput(stdout)
	}
	fs.Func("e", "evaluate `CODE` as a program, after any files (several -e add up in order)", func(code string) error {
		f.code = append(f.code, code)
		return nil
	})
	fs.BoolVar(&f.interactive, "i", false, "evaluate the FILEs and -e CODE, then stay in the interactive shell")
	fs.StringVar(&f.modulePath, "modulepath", "", "load modules from `DIRS` (directories separated by ':', searched in order, as Puppet's --modulepath)")
	fs.StringVar(&f.envDir, "environment", "", "compile in the Puppet environment `DIR` (a control repository: environment.conf, modules/, manifests/); with no program, its main manifest is the program")
	fs.StringVar(&f.baseMPath, "basemodulepath", "", "what $basemodulepath in environment.conf expands to: `DIRS` separated by ':' (default none)")
	fs.StringVar(&f.node, "node", "", "the node `NAME` node definitions match (default: this host's name)")
	fs.StringVar(&f.hieraConfig, "hiera-config", "", "the global layer's hiera.yaml `FILE` (default: no global layer)")
	fs.StringVar(&f.facts, "facts", "", "read the node's facts from `FILE` (JSON or YAML) instead of this machine")
	fs.StringVar(&f.os, "os", "", "use the built-in facts of the system `NAME` instead of this machine (--os list lists them)")
	fs.BoolVar(&f.strict, "strict", true, "unknown variables are errors; --strict=false makes them undef with a warning")
	fs.StringVar(&f.catalog, "catalog", "", "print the catalog after the program, in `FORMAT` json (Puppet's catalog JSON) or dot (its relationship graph)")
	fs.BoolVar(&f.validate, "validate", false, "check the syntax of the FILEs and DIRs given as arguments, evaluate nothing")
	fs.BoolVar(&f.version, "version", false, "print the version and exit")
	fs.BoolVar(&f.noBanner, "no-banner", false, "start the interactive shell without the banner")
	fs.Func("break", "stop at `FILE:LINE` or at a Puppet function's first statement (repeatable; needs a terminal)", func(spec string) error {
		f.breaks = append(f.breaks, spec)
		return nil
	})
	fs.BoolVar(&f.dap, "dap", false, "speak the Debug Adapter Protocol on stdin and stdout, for editors with a DAP client: launch a manifest, set breakpoints, step")
	fs.BoolVar(&f.noPager, "no-pager", false, "never page output taller than the terminal (:pager on turns paging back on); $PAGER names the pager, default less -R")
	fs.BoolVar(&f.showNotify, "show-notify", false, "after a script compiles, log what applying its notify resources would (their messages), as puppet apply does")
	fs.BoolVar(&f.noColor, "no-color", false, "no colours (so does a non-empty NO_COLOR environment variable)")
	fs.StringVar(&f.history, "history", repl.DefaultHistoryFile(), "keep the interactive history in `FILE` (\"\" keeps none); $"+repl.HistoryEnv+" sets the default")
	fs.StringVar(&f.maxMemory, "max-memory", "", "stop an input whose values grow beyond `SIZE` (512M, 2G; 0: no limit); default $"+memlimit.EnvVar+" or half the machine's memory")
	fs.BoolVar(&f.safe, "safe", false, "safe mode for shared machines: no generate(), no Ruby but from --trust-ruby directories, files read only under the working directory and the environment, no history file, each input capped in time and memory")
	fs.DurationVar(&f.timeout, "timeout", 0, "stop an input that runs longer than `DURATION` (30s, 2m; default none, 1m with --safe)")
	fs.Func("trust-ruby", "with --safe, run the ERB templates and Ruby functions whose files lie under `DIRS` (':'-separated; repeatable); inline_template() never runs", func(v string) error {
		f.trustRuby = append(f.trustRuby, lang.SplitDirs(v)...)
		return nil
	})
	fs.BoolVar(&f.debug, "debug", false, "print the Go stack of an internal error (a defect in prepl) after its message")
	fs.StringVar(&f.logLevel, "log-level", "notice", "the least severe log messages shown: `LEVEL` debug, info, notice, warning or err")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usageText)
		fs.PrintDefaults()
	}
	// Go's flag package stops at the first argument that is not a flag;
	// keep going so flags may follow file names. After "--" everything
	// is an argument.
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			return nil, err
		}
		consumed := len(rest) - len(fs.Args())
		terminated := consumed > 0 && rest[consumed-1] == "--"
		rest = fs.Args()
		if terminated || len(rest) == 0 {
			f.positional = append(f.positional, rest...)
			break
		}
		f.positional = append(f.positional, rest[0])
		rest = rest[1:]
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	return f, nil
}

// wantsHelp reports whether the arguments ask for help (before any "--").
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--h", "--help":
			return true
		}
	}
	return false
}

// gcPercent is the garbage collector's target when GOGC is not set:
// evaluation allocates many short-lived values, and collecting less often
// makes heavy programs about twice as fast for a peak memory that stays
// well below Puppet's.
const gcPercent = 400

// runMainManifest evaluates the environment's main manifest as the
// program, as `puppet apply` of the environment would.
func runMainManifest(o repl.Options, environment *env.Environment) int {
	files, err := environment.MainManifests()
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: Could not read the main manifest: %s\n", err)
		return 1
	}
	return repl.RunScript(context.Background(), o, files, nil)
}

func main() {
	stopProfile := cpuprofile.Start()
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	code := run(os.Args[1:])
	stopProfile()
	os.Exit(code)
}

func run(args []string) int {
	f, err := parseFlags(args, os.Stdout, os.Stderr)
	if err == flag.ErrHelp {
		return 0
	}
	if err != nil {
		return 2
	}
	if f.version {
		fmt.Printf("prepl %s (the Puppet 7 language; %s)\n", repl.Version, runtime.Version())
		return 0
	}
	color := !f.noColor && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb" && isatty.IsTerminal(os.Stdout.Fd())
	if f.validate {
		if len(f.positional) == 0 {
			fmt.Fprintln(os.Stderr, "Error: --validate needs the files or directories to check")
			return 2
		}
		return repl.Validate(os.Stderr, color, f.positional)
	}
	level, ok := lang.LogLevelNamed(f.logLevel)
	if !ok {
		fmt.Fprintf(os.Stderr, "Error: unknown log level %q (debug, info, notice, warning, err)\n", f.logLevel)
		return 2
	}
	if f.catalog != "" && f.catalog != "json" && f.catalog != "dot" {
		fmt.Fprintf(os.Stderr, "Error: --catalog takes json or dot, not %q\n", f.catalog)
		return 2
	}
	maxMemory, err := memlimit.ParseLimit(f.maxMemory)
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: --max-memory: %s\n", err)
		return 2
	}
	o := repl.Options{
		Session: lang.Options{TextOnly: true, Breakpoints: f.breaks, NoPager: f.noPager, NodeName: f.node, LenientVariables: !f.strict, MaxMemory: maxMemory, HieraConfig: f.hieraConfig,
			Safe: f.safe, TrustRuby: f.trustRuby, Timeout: f.timeout},
		Stdin:       os.Stdin,
		Stdout:      os.Stdout,
		Stderr:      os.Stderr,
		Color:       color,
		MinLogLevel: level,
		Banner:      !f.noBanner,
		HistoryFile: f.history,
		Catalog:     f.catalog,
		Debug:       f.debug,
		ShowNotify:  f.showNotify,
		Terminal:    isatty.IsTerminal(os.Stdin.Fd()) && isatty.IsTerminal(os.Stdout.Fd()),
	}
	environment, err := env.Open(env.Settings{Dir: f.envDir, ModulePath: f.modulePath, BaseModulePath: f.baseMPath})
	if err != nil {
		fmt.Fprintf(os.Stderr, "Error: Could not open the environment: %s\n", err)
		return 1
	}
	o.Session.Environment = environment
	if err := o.Session.CheckSafe(); err != nil {
		fmt.Fprintf(os.Stderr, "Error: --safe: %s\n", err)
		return 2
	}
	if f.safe {
		o.HistoryFile = "" // what people type stays out of files
	}
	switch {
	case f.os == "list":
		fmt.Println(strings.Join(facts.BuiltinNames(), "\n"))
		return 0
	case f.os != "" && f.facts != "":
		fmt.Fprintln(os.Stderr, "Error: --os and --facts both give the facts; use one")
		return 2
	case f.os != "":
		h, err := facts.Builtin(f.os)
		if err != nil {
			fmt.Fprintf(os.Stderr, "Error: --os: %s\n", err)
			return 2
		}
		o.Session.Facts, o.Session.FactsOrigin = h, "built-in set "+f.os
	case f.facts != "":
		h, err := facts.ReadFile(f.facts)
		if err != nil {
			fmt.Fprintf(os.Stderr, "Error: Could not load the facts: %s\n", err)
			return 1
		}
		o.Session.Facts, o.Session.FactsOrigin = h, "file "+f.facts
	}
	switch {
	case f.dap:
		return repl.RunDAP(o)
	case f.interactive:
		if !isatty.IsTerminal(os.Stdin.Fd()) || !isatty.IsTerminal(os.Stdout.Fd()) {
			fmt.Fprintln(os.Stderr, "Error: -i needs a terminal")
			return 2
		}
		o.PreloadFiles, o.PreloadCode = f.positional, f.code
		return repl.RunInteractive(o)
	case f.set["e"] || len(f.positional) > 0:
		return repl.RunScript(context.Background(), o, f.positional, f.code)
	case f.envDir != "" && f.catalog != "":
		return runMainManifest(o, environment)
	case f.envDir != "" && !isatty.IsTerminal(os.Stdin.Fd()):
		// Given no input either, run the environment as `puppet apply`
		// does; otherwise replay the input in the environment.
		input, err := io.ReadAll(os.Stdin)
		if err != nil {
			fmt.Fprintf(os.Stderr, "Error: Could not read standard input: %s\n", err)
			return 1
		}
		if len(bytes.TrimSpace(input)) == 0 {
			return runMainManifest(o, environment)
		}
		o.Stdin = bytes.NewReader(input)
		return repl.RunTranscript(o)
	case f.catalog != "":
		fmt.Fprintln(os.Stderr, "Error: --catalog needs a program (FILE.pp, - or -e CODE)")
		return 2
	case isatty.IsTerminal(os.Stdin.Fd()) && isatty.IsTerminal(os.Stdout.Fd()):
		return repl.RunInteractive(o)
	}
	return repl.RunTranscript(o)
}
