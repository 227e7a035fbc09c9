package main

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal of the given size: the controller
// (the test's side) and the terminal a child process uses.
func openPTY(rows, cols uint16) (controller, terminal *os.File, err error) {
	controller, err = os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, nil, err
	}
	fd := int(controller.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		controller.Close()
		return nil, nil, err
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		controller.Close()
		return nil, nil, err
	}
	terminal, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		controller.Close()
		return nil, nil, err
	}
	ws := &unix.Winsize{Row: rows, Col: cols}
	if err := unix.IoctlSetWinsize(int(terminal.Fd()), unix.TIOCSWINSZ, ws); err != nil {
		controller.Close()
		terminal.Close()
		return nil, nil, err
	}
	return controller, terminal, nil
}

// session is prepl running in a pseudo-terminal, driven like a person at
// a keyboard.
type session struct {
	t    testing.TB
	cmd  *exec.Cmd
	ctl  *os.File
	read chan struct{} // closed when the output reader stops
	exit chan struct{} // closed when the process has ended

	mu   sync.Mutex
	out  []byte
	mark int // expect looks at the plain output after this offset
}

// expectTimeout bounds every wait for output.
const expectTimeout = 10 * time.Second

// startSession starts prepl on a fresh terminal 100 columns wide with the
// given environment; the process and the terminal are cleaned up when the
// test ends.
func startSession(t testing.TB, env []string, args ...string) *session {
	t.Helper()
	if testing.Short() {
		t.Skip("drives prepl in a pseudo-terminal, which -short leaves out")
	}
	ctl, term, err := openPTY(30, 100)
	if err != nil {
		t.Fatalf("pseudo-terminal: %v", err)
	}
	cmd := exec.Command(binary, args...)
	cmd.Env = env
	cmd.Dir = t.TempDir()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = term, term, term
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	if err := cmd.Start(); err != nil {
		ctl.Close()
		term.Close()
		t.Fatalf("starting prepl: %v", err)
	}
	term.Close()
	s := &session{t: t, cmd: cmd, ctl: ctl, read: make(chan struct{}), exit: make(chan struct{})}
	go s.readLoop()
	go func() {
		_ = cmd.Wait()
		close(s.exit)
	}()
	t.Cleanup(s.close)
	return s
}

func (s *session) readLoop() {
	defer close(s.read)
	buf := make([]byte, 4096)
	for {
		n, err := s.ctl.Read(buf)
		s.mu.Lock()
		s.out = append(s.out, buf[:n]...)
		s.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// close ends the process if it still runs and releases the terminal.
func (s *session) close() {
	select {
	case <-s.exit:
	default:
		_ = s.cmd.Process.Kill()
		<-s.exit
	}
	s.ctl.Close()
	<-s.read
}

// send types text (control characters included) at the terminal.
func (s *session) send(text string) {
	s.t.Helper()
	if _, err := s.ctl.Write([]byte(text)); err != nil {
		s.t.Fatalf("typing %q: %v", text, err)
	}
}

var ansiEscape = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\r|\x08`)

// plain is terminal output without escape sequences, carriage returns and
// backspaces.
func plain(b []byte) string { return ansiEscape.ReplaceAllString(string(b), "") }

// expect waits until the output after the mark, escape sequences removed,
// contains want; it moves the mark just past it and returns the output
// from the old mark to the end of want.
func (s *session) expect(want string) string {
	s.t.Helper()
	deadline := time.Now().Add(expectTimeout)
	for {
		select {
		case <-s.exit:
			<-s.read // all output is in
		default:
		}
		s.mu.Lock()
		text := plain(s.out)[s.mark:]
		if i := strings.Index(text, want); i >= 0 {
			s.mark += i + len(want)
			s.mu.Unlock()
			return text[:i+len(want)]
		}
		s.mu.Unlock()
		select {
		case <-s.exit:
			s.t.Fatalf("prepl ended while waiting for %q; the terminal shows:\n%s", want, text)
		default:
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("waited %s for %q; the terminal shows:\n%s", expectTimeout, want, text)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// waitCooked waits until the terminal is out of raw mode (the line editor
// has handed an input over and code runs), when Ctrl-C is a signal.
func (s *session) waitCooked() {
	s.t.Helper()
	deadline := time.Now().Add(expectTimeout)
	for {
		tio, err := unix.IoctlGetTermios(int(s.ctl.Fd()), unix.TCGETS)
		if err != nil {
			s.t.Fatalf("reading the terminal's mode: %v", err)
		}
		if tio.Lflag&unix.ISIG != 0 {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the terminal stayed in raw mode for %s", expectTimeout)
		}
		time.Sleep(time.Millisecond)
	}
}

// raw returns everything the terminal received, escape sequences kept.
func (s *session) raw() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return string(s.out)
}

// wait waits for prepl to end and returns its exit status.
func (s *session) wait() int {
	s.t.Helper()
	select {
	case <-s.exit:
	case <-time.After(expectTimeout):
		s.t.Fatalf("prepl did not end; the terminal shows:\n%s", plain([]byte(s.raw())))
	}
	return s.cmd.ProcessState.ExitCode()
}
