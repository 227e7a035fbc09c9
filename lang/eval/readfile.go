package eval

import (
	"errors"

	"prepl/internal/readfile"
)

// ReadFile reads a file for a function such as file() or epp(), so that
// the read can be interrupted and stays within the memory limit (see
// package readfile: a named pipe with no writer reads as empty). In safe
// mode only the files CheckReadable allows are read. Errors are located
// at the call.
func (c *Call) ReadFile(path string) ([]byte, error) {
	if err := c.CheckReadable(path); err != nil {
		return nil, err
	}
	data, err := readfile.Read(path, c.CheckInterrupt, c.CheckMemory)
	var located *Error
	if err != nil && !errors.As(err, &located) {
		return nil, c.ErrorAt("%s", err)
	}
	return data, err
}
