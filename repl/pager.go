package repl

import (
	"io"
	"os"
	"os/exec"
	"strings"

	"golang.org/x/sys/unix"
)

// pager shows text taller than the terminal through the user's pager, as
// IPython and the Ruby Puppet REPL do: $PAGER, or `less -R` (which keeps
// colours). Only the interactive shell has one.
type pager struct {
	// height returns the terminal's height in lines.
	height func() int
	// enabled reports whether paging is on (:pager, --no-pager).
	enabled func() bool
	// out is the terminal the pager writes to.
	out io.Writer
}

// pagerCommand is the shell command text is paged through.
func pagerCommand() string {
	if p := strings.TrimSpace(os.Getenv("PAGER")); p != "" {
		return p
	}
	return "less -R"
}

// show pages text when it is taller than the screen and reports whether
// it did; otherwise (or when the pager cannot run) the caller prints it.
func (pg *pager) show(text string) bool {
	if pg == nil || !pg.enabled() {
		return false
	}
	h := pg.height()
	if h <= 0 || strings.Count(text, "\n") < h-1 {
		return false
	}
	cmd := exec.Command("/bin/sh", "-c", pagerCommand())
	cmd.Stdin = strings.NewReader(text)
	cmd.Stdout, cmd.Stderr = pg.out, os.Stderr
	return cmd.Run() == nil
}

// terminalHeight is the height of the terminal on stdout, 0 when unknown.
func terminalHeight() int {
	ws, err := unix.IoctlGetWinsize(int(os.Stdout.Fd()), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Row)
}
