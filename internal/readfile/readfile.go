// Package readfile reads a file for an evaluation that must stay
// interruptible and within its memory limit while it reads: the file is
// opened without blocking (a named pipe with no writer reads as empty
// instead of waiting for one), read in chunks with the caller asked
// between them, and refused once it is larger than the caller allows.
package readfile

import (
	"errors"
	"io"
	"os"
	"slices"
	"syscall"
	"time"
)

// chunk is how much Read reads between calls of stop and room.
const chunk = 1 << 20

// poll is how long a read of a pipe or device waits for data before
// Read calls stop again.
const poll = 20 * time.Millisecond

// Read reads the file at path. stop is called before every chunk, and
// its error ends the read (an interrupt); room is called before the
// buffer grows by need bytes, and its error refuses the file (the memory
// limit). The file's own errors are returned as the os package gives
// them.
func Read(path string, stop func() error, room func(need int64) error) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var data []byte
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		if err := room(st.Size()); err != nil {
			return nil, err
		}
		data = make([]byte, 0, st.Size()+1)
	}
	// Pipes and terminals are read with a deadline, so a read with no
	// data in sight returns to call stop; files that cannot have one
	// (regular files, most devices) never block.
	deadlines := f.SetReadDeadline(time.Now().Add(poll)) == nil
	for {
		if err := stop(); err != nil {
			return nil, err
		}
		if len(data) == cap(data) {
			// Growing the buffer allocates about its present size again.
			if err := room(int64(cap(data)) + chunk); err != nil {
				return nil, err
			}
			data = slices.Grow(data, chunk)
		}
		if deadlines {
			f.SetReadDeadline(time.Now().Add(poll))
		}
		n, err := f.Read(data[len(data):min(cap(data), len(data)+chunk)])
		data = data[:len(data)+n]
		switch {
		case errors.Is(err, io.EOF):
			return data, nil
		case errors.Is(err, os.ErrDeadlineExceeded):
		case err != nil:
			return nil, err
		}
	}
}
