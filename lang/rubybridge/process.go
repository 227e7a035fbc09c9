package rubybridge

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
)

//go:embed bridge.rb
var script string

// RubyEnv is the environment variable that names the Ruby to run; without
// it, `ruby` is looked up on PATH.
const RubyEnv = "PREPL_RUBY"

// errNoRuby is the error of every use of Ruby when none can be found.
func errNoRuby(what string) error {
	return fmt.Errorf("%s Ruby code, which prepl runs with a Ruby interpreter, and none was found: install Ruby (Debian: apt-get install ruby) or set %s to a ruby executable", what, RubyEnv)
}

// process is one running Ruby with the bridge script.
type process struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tail
	// loaded names the function files this process has loaded.
	loaded map[string]bool

	killOnce sync.Once
}

// findRuby returns the Ruby executable to run.
func findRuby() (string, bool) {
	if r := os.Getenv(RubyEnv); r != "" {
		p, err := exec.LookPath(r)
		return p, err == nil
	}
	p, err := exec.LookPath("ruby")
	return p, err == nil
}

// startProcess starts Ruby with the bridge; libDirs go on its load path
// (modules' lib directories, for their helper code).
func startProcess(ruby string, libDirs []string) (*process, error) {
	// Puppet loads functions from their text, where Ruby cannot point at
	// the failing code, so its messages carry no error_highlight snippet;
	// RubyGems loads when code needs it (bridge.rb), not at start.
	// The script is evaluated under its own name, which backtraces (and so
	// template error messages) show.
	args := append([]string{"--disable=gems,error_highlight", "-e", "eval(ARGV.shift, TOPLEVEL_BINDING, 'prepl/rubybridge/bridge.rb', 1)", script}, libDirs...)
	cmd := exec.Command(ruby, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &process{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 64<<10), stderr: &tail{}, loaded: map[string]bool{}}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting Ruby (%s): %w", ruby, err)
	}
	return p, nil
}

func (p *process) send(m map[string]any) error {
	b, err := encodeMessage(m)
	if err != nil {
		return err
	}
	_, err = p.in.Write(b)
	return err
}

func (p *process) receive() (map[string]any, error) {
	return readMessage(p.out)
}

// kill stops the process and reaps it.
func (p *process) kill() {
	p.killOnce.Do(func() {
		_ = p.in.Close()
		_ = p.cmd.Process.Kill()
		_ = p.cmd.Wait()
	})
}

// died describes why the process stopped answering.
func (p *process) died(err error) error {
	p.kill()
	msg := strings.TrimSpace(p.stderr.String())
	if msg == "" {
		return fmt.Errorf("the Ruby process ended unexpectedly (%v)", err)
	}
	return fmt.Errorf("the Ruby process ended unexpectedly: %s", msg)
}

// tail keeps the last few kilobytes written to it (Ruby's stderr, shown
// when the process dies).
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 4 << 10

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = t.buf[len(t.buf)-tailSize:]
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(bytes.ToValidUTF8(t.buf, []byte("?")))
}
