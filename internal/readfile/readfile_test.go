package readfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	errStopped = errors.New("stopped")
	errFull    = errors.New("full")
)

func never() error { return nil }

func unlimited(int64) error { return nil }

// TestRead: a file reads whole, through as many chunks as it takes; a
// named pipe with no writer reads as empty; stop ends the read and room
// refuses a file larger than it allows; a missing file is the os
// package's error.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small")
	require.NoError(t, os.WriteFile(small, []byte("hello\n"), 0o600))
	big := filepath.Join(dir, "big")
	bigText := strings.Repeat("x", 2*chunk+17)
	require.NoError(t, os.WriteFile(big, []byte(bigText), 0o600))
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))

	cases := []struct {
		name string
		path string
		stop func() error
		room func(int64) error
		want string
		err  error
	}{
		{name: "small file", path: small, stop: never, room: unlimited, want: "hello\n"},
		{name: "file of several chunks", path: big, stop: never, room: unlimited, want: bigText},
		{name: "pipe without a writer", path: fifo, stop: never, room: unlimited, want: ""},
		{name: "stopped", path: small, stop: func() error { return errStopped }, room: unlimited, err: errStopped},
		{name: "larger than allowed", path: big, stop: never, room: func(need int64) error {
			if need > chunk {
				return errFull
			}
			return nil
		}, err: errFull},
		{name: "missing", path: filepath.Join(dir, "missing"), stop: never, room: unlimited, err: fs.ErrNotExist},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := Read(c.path, c.stop, c.room)
			if c.err != nil {
				assert.ErrorIs(t, err, c.err)
				assert.Nil(t, data)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, string(data))
		})
	}
}
