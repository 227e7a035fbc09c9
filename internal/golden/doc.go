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
// "ERROR: " line, each without positions (see Normalize).
//
// The evaluator's program files (a FILE.pp with the FILE.out Puppet
// printed) are the third, one program a file, for programs that stand
// alone.
package golden
