package builtins

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
	"prepl/types"
	"prepl/types/rubyregexp"
)

// TestInterruptReachesLongOperations cancels operations that spend their
// time outside any lambda (a child process, a pipe with no data, loops
// over millions of values) and expects each to stop with Interrupted.
// The bound is generous because the machine running the tests may be
// busy; stopping takes milliseconds.
func TestInterruptReachesLongOperations(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every long operation until interrupted; skipped with -short")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	// A writer that never writes keeps a reader of the pipe waiting.
	w, err := os.OpenFile(fifo, os.O_RDWR, 0)
	require.NoError(t, err)
	defer w.Close()

	// $bt makes the backtracking search of $re run to its time limit:
	// 300 ms here, so a search that ran to it fails with a timeout error
	// instead of Interrupted, and an interrupted search, which runs on to
	// it on a goroutine of its own, wastes little.
	defer rubyregexp.SetMatchTimeout(rubyregexp.SetMatchTimeout(300 * time.Millisecond))
	setup := `$a = Integer[1, 3000000].map |$x| { "${x}" } $h = Hash($a.map |$x| { [$x, $x] })
		$bt = "${Integer[1, 40].map |$i| { 'a' }.join}c" $re = /(?>x)?(a+)+b/`
	tests := map[string]string{
		"=~ a backtracking regexp":           `$bt =~ $re`,
		"=~ a Pattern type":                  `$bt =~ Pattern[$re]`,
		"case with a regexp":                 `case $bt { $re: { 1 } }`,
		"case with a Pattern type":           `case $bt { Pattern[$re]: { 1 } }`,
		"selector with a regexp":             `$bt ? { $re => 1, default => 2 }`,
		"match":                              `$bt.match($re)`,
		"split":                              `$bt.split($re)`,
		"regsubst":                           `$bt.regsubst($re, 'x', 'G')`,
		"regsubst with a hash":               `$bt.regsubst($re, {}, 'G')`,
		"index of a regexp":                  `$bt.index($re)`,
		"generate waiting for a child":       `generate('/bin/sh', '-c', 'sleep 60')`,
		"file of a pipe with a quiet writer": `file('` + fifo + `')`,
		"unique of an array":                 `$a.unique`,
		"unique of a hash":                   `$h.unique`,
		"sort":                               `$a.sort`,
	}
	ev := eval.New(eval.Options{WorkDir: dir})
	prog, err := syntax.Parse(syntax.NewSource("setup.pp", setup))
	require.NoError(t, err)
	_, err = ev.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			prog, err := syntax.Parse(syntax.NewSource("long.pp", src))
			require.NoError(t, err)
			expectInterrupted(t, ev, prog)
		})
	}
}

// TestGenerateDoesNotWaitForLeftoverChildren runs a program that leaves a
// child in the background holding its output open: generate() returns
// what the program printed once the program itself has exited.
func TestGenerateDoesNotWaitForLeftoverChildren(t *testing.T) {
	ev := eval.New(eval.Options{})
	prog, err := syntax.Parse(syntax.NewSource("gen.pp", `generate('/bin/sh', '-c', 'sleep 60 & echo started')`))
	require.NoError(t, err)
	done := make(chan struct{})
	go func() {
		defer close(done)
		v, err := ev.Evaluate(context.Background(), prog)
		assert.NoError(t, err)
		assert.Equal(t, types.String("started\n"), v)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("generate() waited for the program's leftover child")
	}
}
