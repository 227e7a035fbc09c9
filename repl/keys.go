package repl

import (
	"bytes"
	"io"
	"strings"
	"sync"
)

// The terminal's bracketed paste mode: once enabled, a terminal sends
// pasted text between pasteStart and pasteEnd, so it can be told from
// typed keys.
const (
	enablePaste  = "\x1b[?2004h"
	disablePaste = "\x1b[?2004l"
	pasteStart   = "\x1b[200~"
	pasteEnd     = "\x1b[201~"
)

// pasteMark stands for a pasted text in the line editor's buffer: a
// character of Unicode's private use area, which no keyboard sends.
const pasteMark = '\uE000'

// keyTranslations turns the key sequences of terminals the line editor
// does not know into ones it does: Home and End as tmux, screen and rxvt
// send them (Ctrl-A, Ctrl-E), and Ctrl-Left/Right (xterm's and rxvt's)
// into Meta-b/Meta-f, which move by a word.
var keyTranslations = []struct{ from, to string }{
	{"\x1b[1~", "\x01"}, {"\x1b[7~", "\x01"},
	{"\x1b[4~", "\x05"}, {"\x1b[8~", "\x05"},
	{"\x1b[1;5D", "\x1bb"}, {"\x1b[1;5C", "\x1bf"},
	{"\x1b[5D", "\x1bb"}, {"\x1b[5C", "\x1bf"},
	{"\x1bOd", "\x1bb"}, {"\x1bOc", "\x1bf"},
}

// keyReader sits between the terminal and the line editor. It
// translates key sequences (keyTranslations) and takes every bracketed
// paste out of the stream: the editor gets pasteMark instead (followed
// by Enter when the paste spans lines), and the text waits in the
// reader until the editor claims it. A paste thus reaches the shell as
// one input, with its tabs as text rather than completion requests, and
// however long it is, the editor redraws its line once.
type keyReader struct {
	in io.Reader

	buf     []byte // read from the terminal, not yet passed on
	out     []byte // translated, ready for the editor
	pasting bool
	paste   []byte // the paste being received

	mu     sync.Mutex
	pastes []string // completed pastes, oldest first, not yet claimed
}

func newKeyReader(in io.Reader) *keyReader { return &keyReader{in: in} }

// Read implements io.Reader for the line editor.
func (k *keyReader) Read(p []byte) (int, error) {
	for len(k.out) == 0 {
		chunk := make([]byte, 4096)
		n, err := k.in.Read(chunk)
		k.buf = append(k.buf, chunk[:n]...)
		k.translate(err != nil)
		if err != nil && len(k.out) == 0 {
			return 0, err
		}
	}
	n := copy(p, k.out)
	k.out = k.out[n:]
	return n, nil
}

// translate moves what it can from buf to out. A partial escape sequence
// at the end of buf waits for the rest unless the input ended.
func (k *keyReader) translate(ended bool) {
	defer func() {
		if ended && k.pasting {
			k.paste = append(k.paste, k.buf...)
			k.buf = k.buf[:0]
			k.finishPaste()
		}
	}()
	for len(k.buf) > 0 {
		if k.pasting {
			i := bytes.Index(k.buf, []byte(pasteEnd))
			if i < 0 {
				keep := partialSuffix(k.buf, pasteEnd)
				k.paste = append(k.paste, k.buf[:len(k.buf)-keep]...)
				k.buf = k.buf[len(k.buf)-keep:]
				return
			}
			k.paste = append(k.paste, k.buf[:i]...)
			k.buf = k.buf[i+len(pasteEnd):]
			k.finishPaste()
			continue
		}
		i := bytes.IndexByte(k.buf, 0x1b)
		if i < 0 {
			k.out = append(k.out, k.buf...)
			k.buf = k.buf[:0]
			return
		}
		k.out = append(k.out, k.buf[:i]...)
		k.buf = k.buf[i:]
		if bytes.HasPrefix(k.buf, []byte(pasteStart)) {
			k.buf = k.buf[len(pasteStart):]
			k.pasting, k.paste = true, k.paste[:0]
			continue
		}
		if seq, to, ok := translation(k.buf); ok {
			k.out = append(k.out, to...)
			k.buf = k.buf[len(seq):]
			continue
		}
		if !ended && isPrefixOfSequence(k.buf) {
			return
		}
		k.out = append(k.out, k.buf[0])
		k.buf = k.buf[1:]
	}
}

// finishPaste hands a received paste to the editor as pasteMark, with an
// Enter after it when it spans lines: a pasted block runs as one input.
func (k *keyReader) finishPaste() {
	text := strings.ReplaceAll(string(k.paste), "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	k.pasting, k.paste = false, k.paste[:0]
	if text == "" {
		return
	}
	k.mu.Lock()
	k.pastes = append(k.pastes, text)
	k.mu.Unlock()
	k.out = append(k.out, string(pasteMark)...)
	if strings.Contains(strings.TrimRight(text, "\n"), "\n") || strings.HasSuffix(text, "\n") {
		k.out = append(k.out, '\r')
	}
}

// claimPaste returns the oldest paste not yet claimed.
func (k *keyReader) claimPaste() (string, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.pastes) == 0 {
		return "", false
	}
	text := k.pastes[0]
	k.pastes = k.pastes[1:]
	return text, true
}

// OnChange implements readline.Listener: a single-line paste's mark is
// replaced by its text as soon as it arrives, in one redraw (a paste of
// several lines is submitted with its mark and expanded by
// expandPastes). Other keys go to next.
func (k *keyReader) onChange(line []rune, pos int, key rune, next func([]rune, int, rune) ([]rune, int, bool)) ([]rune, int, bool) {
	if key != pasteMark || pos < 1 || pos > len(line) || line[pos-1] != pasteMark {
		return next(line, pos, key)
	}
	k.mu.Lock()
	single := len(k.pastes) > 0 && !strings.Contains(k.pastes[0], "\n")
	k.mu.Unlock()
	if !single {
		return nil, 0, false
	}
	text, _ := k.claimPaste()
	out := append(append(append([]rune(nil), line[:pos-1]...), []rune(text)...), line[pos:]...)
	return out, pos - 1 + len([]rune(text)), true
}

// expandPastes replaces each pasteMark in line with the paste it stands
// for, in order.
func (k *keyReader) expandPastes(line string) string {
	if !strings.ContainsRune(line, pasteMark) {
		return line
	}
	var sb strings.Builder
	for _, r := range line {
		if r != pasteMark {
			sb.WriteRune(r)
			continue
		}
		if text, ok := k.claimPaste(); ok {
			sb.WriteString(text)
		}
	}
	return sb.String()
}

// translation finds the key translation that b starts with.
func translation(b []byte) (string, string, bool) {
	for _, t := range keyTranslations {
		if bytes.HasPrefix(b, []byte(t.from)) {
			return t.from, t.to, true
		}
	}
	return "", "", false
}

// isPrefixOfSequence reports whether b, which starts with ESC, could
// still become one of the sequences the reader handles.
func isPrefixOfSequence(b []byte) bool {
	if len(b) < len(pasteStart) && bytes.HasPrefix([]byte(pasteStart), b) {
		return true
	}
	for _, t := range keyTranslations {
		if len(b) < len(t.from) && bytes.HasPrefix([]byte(t.from), b) {
			return true
		}
	}
	return false
}

// partialSuffix is the length of the longest end of b that begins seq.
func partialSuffix(b []byte, seq string) int {
	for n := min(len(seq)-1, len(b)); n > 0; n-- {
		if bytes.Equal(b[len(b)-n:], []byte(seq[:n])) {
			return n
		}
	}
	return 0
}
