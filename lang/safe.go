package lang

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"prepl/internal/confine"
	"time"

	"prepl/internal/memlimit"
)

// DefaultSafeTimeout is how long an input of a safe session may run when
// no Timeout is given.
const DefaultSafeTimeout = time.Minute

// CheckSafe completes the options of a safe session (Safe set) so every
// input is bounded in time and memory: a Timeout of 0 becomes
// DefaultSafeTimeout, a MaxMemory of 0 the default limit
// (memlimit.Default), which may not be "no limit". It does nothing to
// other sessions. Each TrustRuby directory must exist; it becomes its
// real absolute path.
func (o *Options) CheckSafe() error {
	if !o.Safe {
		return nil
	}
	for i, d := range o.TrustRuby {
		real, err := realDir(d)
		if err != nil {
			return fmt.Errorf("--trust-ruby %s: %w", d, err)
		}
		o.TrustRuby[i] = real
	}
	if o.MaxMemory == 0 {
		o.MaxMemory = memlimit.Default()
	}
	if o.MaxMemory < 0 {
		return errors.New("safe mode needs a memory limit (--max-memory 0 or " + memlimit.EnvVar + "=0 turns it off)")
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultSafeTimeout
	}
	return nil
}

// realDir is a directory's absolute path with symlinks resolved.
func realDir(d string) (string, error) {
	st, err := os.Stat(d)
	if err != nil {
		return "", errors.New("no such directory")
	}
	if !st.IsDir() {
		return "", errors.New("not a directory")
	}
	return confine.RealPath(d), nil
}

// SplitDirs splits a --trust-ruby value, which may be one directory or a
// list separated as PATH is.
func SplitDirs(value string) []string {
	var dirs []string
	for _, d := range filepath.SplitList(value) {
		if d != "" {
			dirs = append(dirs, d)
		}
	}
	return dirs
}
