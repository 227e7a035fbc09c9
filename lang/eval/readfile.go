package eval

import (
	"errors"
	"io"
	"os"
	"slices"
	"syscall"
	"time"
)

// readChunk is how much ReadFile reads between checks of the interrupt
// flag and the memory limit.
const readChunk = 1 << 20

// readPoll is how long a read of a pipe or device waits for data before
// ReadFile looks at the interrupt flag again.
const readPoll = 20 * time.Millisecond

// ReadFile reads a file for a function such as file() or epp(), so that
// the read can be interrupted and stays within the memory limit: the
// file is opened without blocking (a named pipe with no writer reads as
// empty instead of waiting for one), read in chunks, and refused once it
// is larger than the limit allows. In safe mode only the files
// CheckReadable allows are read. Errors are located at the call.
func (c *Call) ReadFile(path string) ([]byte, error) {
	if err := c.CheckReadable(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, c.ErrorAt("%s", err)
	}
	defer f.Close()
	var data []byte
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		if err := c.CheckMemory(st.Size()); err != nil {
			return nil, err
		}
		data = make([]byte, 0, st.Size()+1)
	}
	// Pipes and terminals are read with a deadline, so a read with no
	// data in sight returns to look at the interrupt flag; files that
	// cannot have one (regular files, most devices) never block.
	deadlines := f.SetReadDeadline(time.Now().Add(readPoll)) == nil
	for {
		if err := c.CheckInterrupt(); err != nil {
			return nil, err
		}
		if len(data) == cap(data) {
			// Growing the buffer allocates about its present size again.
			if err := c.CheckMemory(int64(cap(data)) + readChunk); err != nil {
				return nil, err
			}
			data = slices.Grow(data, readChunk)
		}
		if deadlines {
			f.SetReadDeadline(time.Now().Add(readPoll))
		}
		n, err := f.Read(data[len(data):min(cap(data), len(data)+readChunk)])
		data = data[:len(data)+n]
		switch {
		case errors.Is(err, io.EOF):
			return data, nil
		case errors.Is(err, os.ErrDeadlineExceeded):
		case err != nil:
			return nil, c.ErrorAt("%s", err)
		}
	}
}
