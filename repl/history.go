package repl

import (
	"os"
	"path/filepath"
	"strings"
)

// HistoryEnv names the environment variable that overrides where the
// shell keeps its history; set and empty, it turns the history file off.
const HistoryEnv = "PREPL_HISTORY"

// historyLimit is how many entries the history file keeps.
const historyLimit = 2000

// DefaultHistoryFile returns where the shell keeps its history: the file
// $PREPL_HISTORY names when that is set, else prepl/history under the XDG
// state directory ($XDG_STATE_HOME, by default ~/.local/state). "" means
// no history file.
func DefaultHistoryFile() string {
	if f, ok := os.LookupEnv(HistoryEnv); ok {
		return f
	}
	dir := os.Getenv("XDG_STATE_HOME")
	if !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "prepl", "history")
}

// prepareHistoryFile makes the history file's directory, and the file
// itself readable by its owner only (inputs may hold secrets).
func prepareHistoryFile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	return f.Close()
}

// lineBreak stands for a line break in a history entry. The line editor
// keeps one line per entry, so a multi-line input is kept as one entry
// with its breaks shown as ␤, and split again when it is entered.
const lineBreak = "␤"

func encodeEntry(entry string) string { return strings.ReplaceAll(entry, "\n", lineBreak) }

func decodeEntry(line string) string { return strings.ReplaceAll(line, lineBreak, "\n") }
