// Command jupyter-kernel is the Jupyter kernel for the Puppet language:
// Jupyter starts it with `jupyter-kernel -f CONNECTION_FILE`, and
// `jupyter-kernel install` registers it with Jupyter.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"prepl/internal/cpuprofile"
	"prepl/internal/memlimit"
	"prepl/kernel"
	"prepl/kernel/puppet"
	"prepl/lang"
	"prepl/lang/env"
	"prepl/lang/facts"
)

// version is the program's version, set at build time with
// -ldflags "-X main.version=...".
var version = "dev"

const usage = `jupyter-kernel — the Jupyter kernel for the Puppet language

Usage:
  jupyter-kernel -f CONNECTION_FILE   serve the kernel (Jupyter runs this)
  jupyter-kernel install [OPTIONS]    register the kernel with Jupyter
  jupyter-kernel --version            print the version

Options of the kernel:
`

const installUsage = `Usage: jupyter-kernel install [--user | --prefix DIR | --sys-prefix] [--name NAME] [--display-name TEXT] [--safe [--trust-ruby DIRS]]

Writes a kernelspec directory (kernel.json, logo-32x32.png, logo-64x64.png)
where Jupyter finds kernels, so notebooks and consoles can choose "Puppet".
Without --user, --prefix or --sys-prefix it installs system-wide
(/usr/local/share/jupyter/kernels), which needs write access there.

With --safe it installs the safe kernel ("Puppet (safe)") for hosted
notebooks and classrooms: no generate(), no Ruby, files read only under
the working directory and the environment, each cell capped in time and
memory. --trust-ruby DIRS lets it run the ERB templates and Ruby
functions of the files under DIRS (a course's read-only modules, say).

Examples:
  jupyter-kernel install --user
  jupyter-kernel install --user --safe --timeout 30s
  jupyter-kernel install --user --safe --trust-ruby /srv/course/environment
  jupyter kernelspec list
  jupyter notebook            # then New > Puppet

Options:
`

func main() {
	stopProfile := cpuprofile.Start()
	code := run(os.Args[1:], os.Stdout, os.Stderr)
	stopProfile()
	os.Exit(code)
}

// run is the program; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "install" {
		return install(args[1:], stdout, stderr)
	}
	fs := flag.NewFlagSet("jupyter-kernel", flag.ContinueOnError)
	fs.SetOutput(stderr)
	file := fs.String("f", "", "read the connection information from `FILE` (written by the Jupyter client)")
	showVersion := fs.Bool("version", false, "print the version and exit")
	debug := fs.Bool("debug", false, "log every dropped or unknown message on stderr")
	maxMemory := fs.String("max-memory", "", "stop a cell whose values grow beyond `SIZE` (512M, 2G; 0: no limit); default $"+memlimit.EnvVar+" or half the machine's memory")
	osName := fs.String("os", os.Getenv(OSEnv), "use the built-in facts of the system `NAME` (debian-12, rhel-9, ubuntu-22.04, ubuntu-24.04, windows-2022) instead of this machine's; default $"+OSEnv)
	hieraConfig := fs.String("hiera-config", "", "the global layer's hiera.yaml `FILE` (default: no global layer)")
	maxMessage := fs.String("max-message-size", "256M", "disconnect a client that sends a message larger than `SIZE` (64M, 1G)")
	settings := env.SettingsFromEnv()
	fs.StringVar(&settings.ModulePath, "modulepath", settings.ModulePath, "load modules from `DIRS` (':'-separated; default $"+env.EnvModulePath+")")
	fs.StringVar(&settings.Dir, "environment", settings.Dir, "compile in the Puppet environment `DIR` (default $"+env.EnvDir+")")
	fs.StringVar(&settings.BaseModulePath, "basemodulepath", settings.BaseModulePath, "what $basemodulepath in environment.conf expands to (default $"+env.EnvBaseModulePath+")")
	safe := fs.Bool("safe", false, "safe mode for hosted notebooks: no generate(), no Ruby but from --trust-ruby directories, files read only under the working directory and the environment, each cell capped in time and memory")
	timeout := fs.Duration("timeout", 0, "stop a cell that runs longer than `DURATION` (30s, 2m; default none, 1m with --safe)")
	var trustRuby []string
	fs.Func("trust-ruby", "with --safe, run the ERB templates and Ruby functions whose files lie under `DIRS` (':'-separated; repeatable); inline_template() never runs", func(v string) error {
		trustRuby = append(trustRuby, lang.SplitDirs(v)...)
		return nil
	})
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return 0
		}
		return 2
	}
	switch {
	case *showVersion:
		fmt.Fprintln(stdout, "jupyter-kernel", version)
		return 0
	case *file == "" || fs.NArg() > 0:
		fs.Usage()
		return 2
	}
	environment, err := env.Open(settings)
	if err != nil {
		fmt.Fprintln(stderr, "jupyter-kernel: could not open the environment:", err)
		return 1
	}
	limit, err := memlimit.ParseLimit(*maxMemory)
	if err != nil {
		fmt.Fprintln(stderr, "jupyter-kernel: --max-memory:", err)
		return 2
	}
	msgLimit, err := memlimit.ParseSize(*maxMessage)
	if err != nil || msgLimit <= 0 {
		fmt.Fprintln(stderr, "jupyter-kernel: --max-message-size: want a positive size such as 256M")
		return 2
	}
	opts, err := withOSFacts(*osName, lang.Options{MaxMemory: limit, Environment: environment, HieraConfig: *hieraConfig, Safe: *safe, TrustRuby: trustRuby, Timeout: *timeout})
	if err != nil {
		fmt.Fprintln(stderr, "jupyter-kernel:", err)
		return 2
	}
	if err := opts.CheckSafe(); err != nil {
		fmt.Fprintln(stderr, "jupyter-kernel: --safe:", err)
		return 2
	}
	if err := serve(*file, *debug, opts, msgLimit, stderr); err != nil {
		fmt.Fprintln(stderr, "jupyter-kernel:", err)
		return 1
	}
	return 0
}

// OSEnv names the environment variable that picks the built-in fact set
// the kernel's sessions use (PREPL_OS=rhel-9) when --os does not; unset,
// the facts are this machine's.
const OSEnv = "PREPL_OS"

// withOSFacts gives the session options the built-in facts of the system
// name ("" for this machine's).
func withOSFacts(name string, opts lang.Options) (lang.Options, error) {
	if name == "" {
		return opts, nil
	}
	h, err := facts.Builtin(name)
	if err != nil {
		return opts, fmt.Errorf("--os: %w", err)
	}
	opts.Facts, opts.FactsOrigin = h, "built-in set "+name
	return opts, nil
}

// serve runs the kernel on the connection file until a shutdown request
// or SIGTERM. SIGINT interrupts the running cell (interrupt_mode signal).
func serve(file string, debug bool, opts lang.Options, maxMessage int64, stderr io.Writer) error {
	ci, err := kernel.ReadConnectionFile(file)
	if err != nil {
		return err
	}
	level := slog.LevelWarn
	if debug {
		level = slog.LevelDebug
	}
	session := puppet.New(opts)
	defer session.Close()
	k, err := kernel.New(kernel.Config{
		Connection:     ci,
		Session:        session,
		Debugger:       session.Debugger(),
		Info:           puppet.Info(version),
		Log:            slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level})),
		ParentPID:      parentPID(),
		MaxMessageSize: maxMessage,
	})
	if err != nil {
		return err
	}
	if err := k.Listen(); err != nil {
		return err
	}
	if bound := k.Connection(); bound != ci {
		if err := kernel.WriteConnectionFile(file, bound); err != nil {
			return err
		}
	}
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	go func() {
		for s := range sigs {
			if s == os.Interrupt {
				k.Interrupt()
			} else {
				k.Shutdown()
			}
		}
	}()
	_, err = k.Serve(context.Background())
	return err
}

// parentPID is the launching process jupyter_client names in
// JPY_PARENT_PID, or 0.
func parentPID() int {
	pid, err := strconv.Atoi(os.Getenv("JPY_PARENT_PID"))
	if err != nil || pid <= 1 {
		return 0
	}
	return pid
}

// install writes the kernelspec.
func install(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("jupyter-kernel install", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opts kernel.InstallOptions
	fs.BoolVar(&opts.User, "user", false, "install for the current user (Jupyter's user data directory)")
	fs.StringVar(&opts.Prefix, "prefix", "", "install under `DIR`/share/jupyter/kernels")
	fs.BoolVar(&opts.SysPrefix, "sys-prefix", false, "install into the active Python environment (virtualenv or conda)")
	fs.StringVar(&opts.Name, "name", "puppet", "the kernelspec's `NAME` (its directory)")
	fs.StringVar(&opts.DisplayName, "display-name", "Puppet", "the name front ends show, as `TEXT`")
	fs.StringVar(&opts.InterruptMode, "interrupt-mode", "message", "how Jupyter interrupts a cell: `message` (interrupt_request) or signal (SIGINT)")
	safe := fs.Bool("safe", false, "install the safe kernel (kernel --safe), named puppet-safe and shown as \"Puppet (safe)\" unless --name and --display-name say otherwise")
	timeout := fs.String("timeout", "", "the kernel's --timeout `DURATION`")
	maxMemory := fs.String("max-memory", "", "the kernel's --max-memory `SIZE`")
	modulePath := fs.String("modulepath", "", "the kernel's --modulepath `DIRS` (made absolute)")
	envDir := fs.String("environment", "", "the kernel's --environment `DIR` (made absolute)")
	var trustRuby []string
	fs.Func("trust-ruby", "the kernel's --trust-ruby `DIRS` (made absolute; repeatable)", func(v string) error {
		for _, d := range lang.SplitDirs(v) {
			abs, err := filepath.Abs(d)
			if err != nil {
				return err
			}
			trustRuby = append(trustRuby, abs)
		}
		return nil
	})
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), installUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *safe {
		opts.Args = append(opts.Args, "--safe")
		if !set["name"] {
			opts.Name = "puppet-safe"
		}
		if !set["display-name"] {
			opts.DisplayName = "Puppet (safe)"
		}
	}
	if *timeout != "" {
		if _, err := time.ParseDuration(*timeout); err != nil {
			fmt.Fprintln(stderr, "jupyter-kernel install: --timeout:", err)
			return 2
		}
		opts.Args = append(opts.Args, "--timeout", *timeout)
	}
	if *maxMemory != "" {
		if _, err := memlimit.ParseLimit(*maxMemory); err != nil {
			fmt.Fprintln(stderr, "jupyter-kernel install: --max-memory:", err)
			return 2
		}
		opts.Args = append(opts.Args, "--max-memory", *maxMemory)
	}
	if *modulePath != "" {
		opts.Args = append(opts.Args, "--modulepath", strings.Join(env.Settings{ModulePath: *modulePath}.AbsModulePath(), string(os.PathListSeparator)))
	}
	if *envDir != "" {
		abs, err := filepath.Abs(*envDir)
		if err != nil {
			fmt.Fprintln(stderr, "jupyter-kernel install: --environment:", err)
			return 2
		}
		opts.Args = append(opts.Args, "--environment", abs)
	}
	for _, d := range trustRuby {
		opts.Args = append(opts.Args, "--trust-ruby", d)
	}
	dir, err := kernel.Install(opts)
	if err != nil {
		fmt.Fprintln(stderr, "jupyter-kernel install:", err)
		if errors.Is(err, os.ErrPermission) {
			fmt.Fprintln(stderr, "(use --user to install for yourself only)")
		}
		return 1
	}
	fmt.Fprintln(stdout, "Installed kernelspec", opts.Name, "in", dir)
	return 0
}
