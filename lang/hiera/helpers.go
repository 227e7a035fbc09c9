package hiera

import (
	"prepl/display"
	"prepl/types"
)

// rubyInspect is Ruby's inspect of a value, as Puppet's messages and
// Hiera's interpolation of collections show them.
func rubyInspect(v types.Value) (string, error) { return display.RubyInspect(v) }
