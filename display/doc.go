// Package display turns Puppet values into text. It holds the one format
// engine every renderer uses: Puppet's String.new conversion with format
// strings (%[flags][width][.precision]X) and format maps keyed by types,
// the to-string conversion of notice and string interpolation, Puppet's
// sprintf, and the REPL and Jupyter renderers (plain, coloured and HTML)
// built on the same engine.
//
// Numbers are formatted with Ruby's Kernel#format semantics (see the
// rubyfmt sub-package) because that is what Puppet does.
package display
