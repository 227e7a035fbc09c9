// Package rubyfmt formats numbers and strings the way Ruby's Kernel#format
// does. Puppet is written in Ruby and its String.new conversions and its
// sprintf function hand their work to Kernel#format, so a Puppet
// implementation has to reproduce Ruby's output byte for byte: two's
// complement "..f01" forms for negative hexadecimal, octal and binary
// numbers, Ruby's float rounding (which differs from correctly rounded
// formatting at some decimal ties), hexadecimal floats, and Float#to_s.
//
// The formatters append to a byte slice so that callers can build output
// without intermediate strings. Parse splits a whole format string into
// literal text and directives for callers that drive argument conversion
// themselves.
package rubyfmt
