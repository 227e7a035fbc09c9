package display

import "fmt"

// Error is a formatting error with Puppet's message, such as "Illegal
// format 'c' specified for value of Boolean type - expected one of the
// characters 'tTyYdxXobBeEfgGaAsp'".
type Error struct {
	Msg string
}

func (e *Error) Error() string { return e.Msg }

func errorf(format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}

// illegalFormat is the error for a format letter a type does not accept.
func illegalFormat(typeName string, verb byte, expected string) error {
	return errorf("Illegal format '%c' specified for value of %s type - expected one of the characters '%s'", verb, typeName, expected)
}
