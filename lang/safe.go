package lang

import (
	"errors"
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
// other sessions.
func (o *Options) CheckSafe() error {
	if !o.Safe {
		return nil
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
