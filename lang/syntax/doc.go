// Package syntax reads the Puppet language: a lexer, a parser and the
// checks Puppet runs after parsing, faithful to Puppet 7 (its lexer2,
// egrammar and checker4_0) down to the wording and position of errors.
//
//   - Parse reads a manifest, ParseEPP an EPP template; both validate and
//     return the first error as an *Error. ValidateSource returns every
//     error, as `puppet parser validate` reports them.
//   - CheckComplete tells the REPL and the Jupyter kernel whether input is
//     complete, incomplete (ends inside an open construct) or invalid.
//   - FormatPN prints a tree as `puppet parser dump --format pn` does; the
//     golden tests compare it with Puppet's own output.
//   - CheckHeredocSyntax checks heredoc text against its `:syntax` tag.
//
// The tree (ast.go) mirrors Puppet's model; its nodes start where Puppet
// locates them, so runtime errors can name the same line and column.
package syntax
