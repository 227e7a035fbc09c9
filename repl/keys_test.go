package repl

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readAll passes input through a keyReader, one byte per read when
// split (so every sequence is cut), and returns what the editor gets and
// the pastes left to claim.
func readAll(t testing.TB, input string, split bool) (string, []string) {
	var in io.Reader = strings.NewReader(input)
	if split {
		in = iotest.OneByteReader(in)
	}
	k := newKeyReader(in)
	out, err := io.ReadAll(k)
	require.NoError(t, err)
	var pastes []string
	for {
		p, ok := k.claimPaste()
		if !ok {
			break
		}
		pastes = append(pastes, p)
	}
	return string(out), pastes
}

func TestKeyReader(t *testing.T) {
	mark := string(pasteMark)
	tests := []struct {
		name, input, want string
		pastes            []string
	}{
		{"typed keys pass", "abc\r\x1b[A\x1b[3~", "abc\r\x1b[A\x1b[3~", nil},
		{"home and end of tmux and screen", "\x1b[1~x\x1b[4~\x1b[7~\x1b[8~", "\x01x\x05\x01\x05", nil},
		{"ctrl-left and ctrl-right", "\x1b[1;5D\x1b[1;5C\x1bOd\x1bOc", "\x1bb\x1bf\x1bb\x1bf", nil},
		{"one-line paste", "a\x1b[200~x\ty\x1b[201~b", "a" + mark + "b", []string{"x\ty"}},
		{"paste of lines is submitted", "\x1b[200~l1\r\nl2\n\x1b[201~", mark + "\r", []string{"l1\nl2\n"}},
		{"escape sequences inside a paste are text", "\x1b[200~\x1b[1~\x1b[201~", mark, []string{"\x1b[1~"}},
		{"empty paste", "\x1b[200~\x1b[201~z", "z", nil},
		{"unfinished paste at the end", "\x1b[200~abc", mark, []string{"abc"}},
		{"lone escape", "\x1b", "\x1b", nil},
	}
	for _, tt := range tests {
		for _, split := range []bool{false, true} {
			got, pastes := readAll(t, tt.input, split)
			assert.Equal(t, tt.want, got, "%s (split %v)", tt.name, split)
			assert.Equal(t, tt.pastes, pastes, "%s (split %v)", tt.name, split)
		}
	}
}

func TestExpandPastes(t *testing.T) {
	k := newKeyReader(strings.NewReader("\x1b[200~one\n\x1b[201~"))
	_, err := io.ReadAll(k)
	require.NoError(t, err)
	assert.Equal(t, "x = one\n", k.expandPastes("x = "+string(pasteMark)))
	assert.Equal(t, "plain", k.expandPastes("plain"))
}

// FuzzKeyReader: whatever a terminal sends, the reader ends, and every
// byte outside the paste brackets reaches the editor or a paste.
func FuzzKeyReader(f *testing.F) {
	for _, s := range []string{"abc", "\x1b[200~x\x1b[201~", "\x1b[1;5D", "\x1b[20", "\x1b[200~\x1b[201"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		readAll(t, input, false)
		readAll(t, input, true)
	})
}
