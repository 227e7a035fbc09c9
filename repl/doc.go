// Package repl is prepl's terminal front end on lang.Session: the
// interactive shell (line editing, history, completion, multi-line input,
// Ctrl-C), the transcript mode that replays a session read from a pipe,
// the script runner and the syntax validator. It holds no language logic:
// every question about code goes to the session.
package repl
