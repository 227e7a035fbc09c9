package kernel

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
)

// InstallOptions say where and how to install the kernelspec.
type InstallOptions struct {
	// Exactly one of User, Prefix and SysPrefix may be set; none means the
	// system-wide directory, as `jupyter kernelspec install` does.
	User      bool
	Prefix    string
	SysPrefix bool
	// Name is the kernelspec's directory name ("puppet" when empty).
	Name string
	// DisplayName is what front ends show ("Puppet" when empty).
	DisplayName string
	// InterruptMode is "message" (interrupt_request on the control
	// channel; the default) or "signal" (SIGINT).
	InterruptMode string
	// Executable is the kernel binary; the running program when empty.
	Executable string
	// Args are added to the kernel's command line (after -f
	// {connection_file}), such as --safe.
	Args []string
}

// kernelSpec is the content of kernel.json.
type kernelSpec struct {
	Argv          []string       `json:"argv"`
	DisplayName   string         `json:"display_name"`
	Language      string         `json:"language"`
	InterruptMode string         `json:"interrupt_mode"`
	Metadata      map[string]any `json:"metadata"`
}

var kernelNameRE = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)

// Install writes a kernelspec directory (kernel.json and the logos) where
// Jupyter looks for kernels, and returns its path.
func Install(opts InstallOptions) (string, error) {
	if opts.Name == "" {
		opts.Name = "puppet"
	}
	if !kernelNameRE.MatchString(opts.Name) {
		return "", fmt.Errorf("kernel name %q: use letters, digits, '.', '_' and '-' only", opts.Name)
	}
	if opts.DisplayName == "" {
		opts.DisplayName = "Puppet"
	}
	switch opts.InterruptMode {
	case "":
		opts.InterruptMode = "message"
	case "message", "signal":
	default:
		return "", fmt.Errorf("interrupt mode %q: use message or signal", opts.InterruptMode)
	}
	exe := opts.Executable
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			return "", err
		}
	}
	exe, err := filepath.Abs(exe)
	if err != nil {
		return "", err
	}
	kernels, err := KernelsDir(opts)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(kernels, opts.Name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	spec, err := json.MarshalIndent(kernelSpec{
		Argv:          append([]string{exe, "-f", "{connection_file}"}, opts.Args...),
		DisplayName:   opts.DisplayName,
		Language:      "puppet",
		InterruptMode: opts.InterruptMode,
		// JupyterLab reads the kernelspec to offer its debugger.
		Metadata: map[string]any{"debugger": true},
	}, "", "  ")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "kernel.json"), append(spec, '\n'), 0o644); err != nil {
		return "", err
	}
	for _, size := range []int{32, 64} {
		img, err := logoPNG(size)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size)), img, 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
}

// KernelsDir returns the "kernels" directory the options select, as
// Jupyter's own paths define them: the user's Jupyter data directory
// (JUPYTER_DATA_DIR, or per platform), PREFIX/share/jupyter, the active
// Python environment's prefix, or the system-wide directory.
func KernelsDir(opts InstallOptions) (string, error) {
	n := 0
	for _, set := range []bool{opts.User, opts.Prefix != "", opts.SysPrefix} {
		if set {
			n++
		}
	}
	if n > 1 {
		return "", errors.New("choose one of --user, --prefix and --sys-prefix")
	}
	switch {
	case opts.User:
		d, err := userDataDir()
		return filepath.Join(d, "kernels"), err
	case opts.Prefix != "":
		p, err := filepath.Abs(opts.Prefix)
		return filepath.Join(p, "share", "jupyter", "kernels"), err
	case opts.SysPrefix:
		p, err := pythonPrefix()
		return filepath.Join(p, "share", "jupyter", "kernels"), err
	case runtime.GOOS == "windows":
		return filepath.Join(os.Getenv("PROGRAMDATA"), "jupyter", "kernels"), nil
	default:
		return "/usr/local/share/jupyter/kernels", nil
	}
}

// userDataDir is Jupyter's per-user data directory.
func userDataDir() (string, error) {
	if d := os.Getenv("JUPYTER_DATA_DIR"); d != "" {
		return d, nil
	}
	home, err := os.UserHomeDir()
	switch runtime.GOOS {
	case "darwin":
		return filepath.Join(home, "Library", "Jupyter"), err
	case "windows":
		return filepath.Join(os.Getenv("APPDATA"), "jupyter"), nil
	}
	if x := os.Getenv("XDG_DATA_HOME"); x != "" {
		return filepath.Join(x, "jupyter"), nil
	}
	return filepath.Join(home, ".local", "share", "jupyter"), err
}

// pythonPrefix is sys.prefix of the active Python environment: a
// virtualenv or conda environment when one is active, else the prefix of
// the python3 on PATH.
func pythonPrefix() (string, error) {
	for _, v := range []string{"VIRTUAL_ENV", "CONDA_PREFIX"} {
		if p := os.Getenv(v); p != "" {
			return p, nil
		}
	}
	out, err := exec.Command("python3", "-c", "import sys; print(sys.prefix)").Output()
	if err != nil {
		return "", fmt.Errorf("--sys-prefix needs python3 to find its prefix: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}
