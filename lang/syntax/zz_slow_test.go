package syntax

import (
	"strings"
	"testing"
	"time"
)

func TestZZSlow(t *testing.T) {
	inputs := map[string]string{
		"parens":   strings.Repeat("(", 20000),
		"parens2":  "x" + strings.Repeat("(1)", 20000),
		"u005c":    `"a` + strings.Repeat(`\u005c`, 1) + strings.Repeat(`u005c`, 5000) + `"`,
		"deep":     strings.Repeat("[", 990) + strings.Repeat("]", 990),
		"deepif":   strings.Repeat("if 1 {", 400),
		"heredocs": strings.Repeat("@(A)", 2000) + "\n" + strings.Repeat("A\n", 2000),
		"regex":    strings.Repeat("=/", 20000),
		"strs":     strings.Repeat(`"${`, 190) + "1" + strings.Repeat(`}"`, 190),
		"dollar":   `"` + strings.Repeat(`$`, 50000) + `"`,
		"epp":      strings.Repeat("<%= {", 300),
		"chain":    strings.Repeat("$a.b", 900),
		"lambdas":  strings.Repeat("$a.each |$x| {", 300),
		"comments": strings.Repeat("/* */(", 10000),
		"hashes":   strings.Repeat("{a=>", 900),
		"sel":      strings.Repeat("$x ? { 1 => ", 500),
		"types":    strings.Repeat("Foo[", 900),
		"nlparen":  strings.Repeat(" ", 100000) + "(",
		"nlparens": strings.Repeat(" ", 100000) + strings.Repeat("(", 10000),
		"bigstr":   `"` + strings.Repeat(`\\u0041`, 20000) + `"`,
		"heredocs2": "@(A)\n" + strings.Repeat("x\n", 100000) + "A",
	}
	for name, in := range inputs {
		st := time.Now()
		Parse(NewSource("", in))
		CheckComplete(in)
		ParseEPP(NewSource("", in))
		if d := time.Since(st); d > 50*time.Millisecond {
			t.Logf("%s: %v", name, d)
		}
	}
}
