// Package golden reads the golden files that record what Puppet (or
// Ruby, for the engines that follow Ruby) printed, which the tests compare
// the implementation with, and holds the one setting the recorders take
// Puppet from (ReferenceDriver). Recorded expectations come in two forms:
//
// A table holds one case a line: tab-separated input fields and, last,
// what Puppet printed for them ("ERROR: message" when it failed), with
// backslash, newline, carriage return and tab escaped (see Escape).
// Lines starting with '#' are comments, except '#template: program',
// which names the program the rows below it fill in:
//
//	#template: notice(SemVer({q0}))
//	1.2.3	1.2.3
//	1.2	ERROR: 'new_Version' The string '1.2' cannot be converted to a SemVer
//
// A case file holds programs, each with the lines it printed:
//
//	=== name
//	program lines
//	---
//	expected lines
//	+++ reason
//	our lines
//
// where the optional "+++" part records a deliberate difference from
// Puppet (where Puppet fails with an internal error, say) and what is
// printed instead. Expected lines are notices, "W: " warnings and a final
// "ERROR: " line, each without positions (see Normalize); in a case
// file of catalogs (lang/testdata/benchenv/catalog.txt) they are the
// references of the catalog's resources, sorted, and in one of REPL
// commands (lang/testdata/lookup.txt) the command's text.
//
// Programs that stand alone are files: FILE.pp with FILE.out, what
// Puppet printed for it, read by Programs (scripts/record-golden.py
// writes the evaluator's; Expect reads their "!error: " last line).
//
// The recorders are in scripts/. Those that run programs take Puppet's
// reference driver from PUPPET_REF (ReferenceDriver); those that need
// more of Puppet than a program (an environment with Hiera data, a whole
// catalog, `puppet lookup`) load the Puppet library the driver loads,
// through the same ruby (scripts/puppet-catalog.rb, record-lookup.rb).
package golden
