package rubybridge

import (
	"errors"
	"fmt"
	"prepl/internal/confine"
	"strings"
)

// A safe session runs Ruby only from files the person who started it
// trusts: ERB templates and module functions whose real path (symlinks
// resolved) lies under one of the trusted directories. Code written in the
// input (inline_template) never runs, and neither does any other file.

// realDirs resolves directories to their real absolute paths.
func realDirs(dirs []string) []string {
	out := make([]string, 0, len(dirs))
	for _, d := range dirs {
		out = append(out, confine.RealPath(d))
	}
	return out
}

// allow decides whether Ruby may run the code of file ("" for the code of
// an inline template); what says what the code is ("ERB templates are").
// It returns the path to read the code from: in safe mode the resolved
// one, so a symlink changed after the check cannot swap the code.
func (b *Bridge) allow(what, file string) (string, error) {
	if !b.safe {
		return file, nil
	}
	if file == "" {
		return "", errors.New("inline_template() runs Ruby code written in the input, which safe mode does not run")
	}
	real := confine.RealPath(file)
	if b.trusts(real) {
		return real, nil
	}
	trusted := "none is set"
	if len(b.trusted) > 0 {
		trusted = "trusted: " + strings.Join(b.trusted, ", ")
	}
	return "", fmt.Errorf("%s Ruby code, which safe mode runs only from the directories the --trust-ruby setting names; %s is not under one (%s)", what, real, trusted)
}

// trusts reports whether a path lies under a trusted directory.
func (b *Bridge) trusts(path string) bool {
	for _, d := range b.trusted {
		if confine.Within(d, path) {
			return true
		}
	}
	return false
}
