package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestInteractiveCtrlCInterruptsWorkInGo presses Ctrl-C while prepl is
// busy inside Go rather than in Puppet code: a backtracking regexp
// search (whose time limit, 5 s, would otherwise end it with a timeout
// error) and walks over a value whose shared halves make it 2^40
// elements large (which the result line says is too large to show).
// Each input ends as Interrupted and the session goes on with its
// variables.
func TestInteractiveCtrlCInterruptsWorkInGo(t *testing.T) {
	s := startShell(t)
	s.send(`$big = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] } $big2 = $big.map |$x| { $x } $bt = "${Integer[1, 40].map |$i| { 'a' }.join}c" $big` + keyEnter)
	s.expect("=> (a value too large to show: more than 5000000 elements")
	s.expect(prompt)
	for _, input := range []string{
		`$bt =~ /(?>x)?(a+)+b/`,
		`$big == $big2`,
		`notice($big)`,
		`type($big)`,
		`$big.flatten.length`,
	} {
		t.Run(input, func(t *testing.T) {
			s.send(input + keyEnter)
			s.waitCooked()
			time.Sleep(100 * time.Millisecond) // well into the work
			s.send(keyCtrlC)
			s.expect("Interrupted")
			s.expect(prompt)
		})
	}
	s.send(`[$big.length, $bt.length]` + keyEnter)
	assert.Contains(t, s.expect(prompt), "=> [2, 41]", "the session goes on")
}
