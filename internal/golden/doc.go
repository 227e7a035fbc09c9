// Package golden reads the golden files that record what Puppet (or
// Ruby, for the engines that follow Ruby) printed, which the tests compare
// the implementation with, and holds the one setting the recorders take
// Puppet from (ReferenceDriver). Recorded expectations come in two forms:
//
// A table holds one case a line: tab-separated input fields and, last,
// what Puppet printed for them ("ERROR: message" when it failed), with
// backslash, newline, carriage return and tab escaped, and other control
// characters written \xHH (see Escape). Tables recorded from Ruby hold
// what Ruby gives the same way (the Base64 decoders and Integer()/Float()
// of lang/eval/construct, the regexp operations of types/rubyregexp,
// whose last field is the result as JSON).
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
// Puppet also writes documents that are compared as wholes, not lines:
// these are the deliberate exceptions, kept as Puppet wrote them (paths,
// time stamps and identifiers that change from run to run left out) and
// read with Recorded, which names the recorder when one is missing:
//
//   - whole catalogs compared resource by resource and edge by edge
//     (lang/eval/testdata/catalog/golden.puppet.json,
//     notebooks/testdata/catalogs/*.json), where a table row would hold
//     one unreadable JSON document;
//   - the graphs of `puppet apply --graph`
//     (lang/eval/testdata/catalog/graph.*.dot) and its cycle report
//     (cycles.puppet.txt), compared as text, each one program's output
//     over many lines;
//   - the type files of `puppet generate types`
//     (lang/rubybridge/testdata/generated), which the tests parse;
//   - the trusted data, server facts and settings `puppet apply` gives
//     compiled code (lang/facts/testdata/puppet-apply.yaml), one YAML
//     document compared key by key.
//
// display/testdata/show is not recorded from Puppet: it holds prepl's own
// renderings (go test ./display -update), which guard against unintended
// change.
//
// The recorders are in scripts/ and, for one package's own tables, in its
// testdata/. All of them run Puppet one way, through the ruby on PATH and
// one setting: programs go through Puppet's reference driver, which
// PUPPET_REF names (else the conformance sample's beside the repository:
// ReferenceDriver for the Go recorders, scripts/golden.py for the
// Python ones); what needs more of Puppet than a program (an environment
// with Hiera data, a whole catalog, `puppet apply`, `puppet lookup`,
// `puppet generate`) runs on the Puppet library of the same ruby, through
// scripts/puppet-catalog.rb, scripts/puppet.rb (Puppet's command line) or
// a script that requires it (record-hiera.rb, record-lookup.rb, the stdlib
// harness's testdata/record.rb). No recorder runs a `puppet` command found
// elsewhere or takes another setting; the tables recorded from Ruby come
// from the same ruby. The recorders written in Python and Ruby read and
// write tables' fields and case files with scripts/golden.py and
// scripts/golden.rb, which follow Escape, ReadTable, ReadCases and
// WriteCases.
package golden
