package repl

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
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

// historyHeader opens a history file in prepl's own format: one entry a
// line, with backslash, line feed and carriage return escaped as \\, \n
// and \r. A file without it is in the line editor's older format, where
// ␤ stood for a line break, and is converted when first opened.
const historyHeader = "#prepl-history v2"

// historyFile is the shell's history on disk, shared safely by every
// prepl that uses it: it is always readable by its owner only (inputs may
// hold secrets); each entry is appended under an exclusive lock with
// O_APPEND, so concurrent sessions interleave whole entries and lose
// none; and the file is rewritten (trimmed to historyLimit entries,
// converted from the old format) only through a private temporary file
// renamed over it, so no reader ever sees it half written.
type historyFile struct {
	path string
}

// openHistoryFile makes the file and its directory if need be and returns
// it with its latest historyLimit entries, oldest first.
func openHistoryFile(path string) (*historyFile, []string, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, nil, err
	}
	h := &historyFile{path: path}
	f, err := h.lock()
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, nil, err
	}
	entries, current := parseHistory(string(data))
	if len(entries) > historyLimit {
		entries = entries[len(entries)-historyLimit:]
		current = false
	}
	if !current && len(data) > 0 {
		if err := h.rewrite(entries); err != nil {
			return nil, nil, err
		}
	}
	return h, entries, nil
}

// add appends one entry.
func (h *historyFile) add(entry string) error {
	f, err := h.lock()
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	line := escapeHistoryEntry(entry) + "\n"
	if info.Size() == 0 {
		line = historyHeader + "\n" + line
	}
	_, err = f.WriteString(line)
	return err
}

// lock opens the history file for reading and appending, holding its
// exclusive lock (released by Close). A file renamed over the path while
// waiting for the lock is opened again, so nothing is written to a file
// that has been replaced.
func (h *historyFile) lock() (*os.File, error) {
	for {
		f, err := os.OpenFile(h.path, os.O_CREATE|os.O_RDWR|os.O_APPEND, 0o600)
		if err != nil {
			return nil, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			f.Close()
			return nil, err
		}
		held, err1 := f.Stat()
		named, err2 := os.Stat(h.path)
		if err1 == nil && err2 == nil && os.SameFile(held, named) {
			if held.Mode().Perm()&0o077 != 0 {
				if err := f.Chmod(0o600); err != nil {
					f.Close()
					return nil, err
				}
			}
			return f, nil
		}
		f.Close()
		if err1 != nil {
			return nil, err1
		}
	}
}

// rewrite replaces the file with entries, in the current format, through
// a temporary file only the owner can read. The caller holds the lock.
func (h *historyFile) rewrite(entries []string) error {
	tmp, err := os.CreateTemp(filepath.Dir(h.path), ".history-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename, there is nothing to remove
	var sb strings.Builder
	sb.WriteString(historyHeader + "\n")
	for _, e := range entries {
		sb.WriteString(escapeHistoryEntry(e) + "\n")
	}
	_, err = tmp.WriteString(sb.String())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), h.path)
}

// parseHistory returns the entries of a history file's text and whether
// it is in the current format.
func parseHistory(text string) (entries []string, current bool) {
	if text == "" {
		return nil, true
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	current = lines[0] == historyHeader
	if current {
		lines = lines[1:]
	}
	for _, l := range lines {
		if l == "" {
			continue
		}
		if current {
			entries = append(entries, unescapeHistoryEntry(l))
		} else {
			entries = append(entries, strings.ReplaceAll(l, lineBreak, "\n"))
		}
	}
	return entries, current
}

// escapeHistoryEntry writes an entry on one line.
func escapeHistoryEntry(entry string) string {
	return historyEscaper.Replace(entry)
}

var historyEscaper = strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\r", "\\r")

// unescapeHistoryEntry reads a line escapeHistoryEntry wrote.
func unescapeHistoryEntry(line string) string {
	if !strings.Contains(line, "\\") {
		return line
	}
	var sb strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c == '\\' && i+1 < len(line) {
			switch line[i+1] {
			case 'n':
				c = '\n'
				i++
			case 'r':
				c = '\r'
				i++
			case '\\':
				i++
			}
		}
		sb.WriteByte(c)
	}
	return sb.String()
}

// lineBreak stands for a line break in the line editor, which keeps one
// line per entry: a multi-line input recalled from the history shows its
// breaks as ␤ and is split again when it is entered.
const lineBreak = "␤"

// editorLine is how the line editor shows a history entry.
func editorLine(entry string) string { return strings.ReplaceAll(entry, "\n", lineBreak) }
