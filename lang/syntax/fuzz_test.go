package syntax

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"prepl/internal/golden"
)

// The fuzz tests feed arbitrary text to the lexer, the parser (manifests
// and EPP) and CheckComplete. Beyond "no panic, no hang" they check that
// every position stays inside the source and that the answers agree with
// each other. The seed corpus is the spec's examples and the conformance
// programs (testdata/seeds.txt) and the golden snippets.

// splitCases splits text into the snippets between "====" lines.
func splitCases(data string) []string {
	var cases []string
	var cur []string
	for _, line := range strings.Split(strings.TrimSuffix(data, "\n"), "\n") {
		if line == "====" {
			cases = append(cases, strings.Join(cur, "\n"))
			cur = nil
			continue
		}
		cur = append(cur, line)
	}
	return append(cases, strings.Join(cur, "\n"))
}

func addSeeds(f *testing.F) {
	files, _ := filepath.Glob("testdata/cases/*.txt")
	for _, file := range files {
		cases, err := golden.ReadCases(file)
		if err != nil {
			f.Fatal(err)
		}
		for _, c := range cases {
			f.Add(snippet(c))
		}
	}
	data, err := os.ReadFile("testdata/seeds.txt")
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range splitCases(string(data)) {
		f.Add(s)
	}
}

func FuzzLexer(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		for _, epp := range []bool{false, true} {
			tl, errs, _ := tokenize(NewSource("", text), epp)
			toks := tl.toks
			if len(toks) == 0 {
				t.Fatal("no tokens")
			}
			last := toks[len(toks)-1]
			if last.kind != tEOF && last.kind != tLexError && last.kind != tOther {
				t.Fatalf("token stream ends with %v", last.kind)
			}
			for i := range toks {
				tk := &toks[i]
				if tk.start() < 0 || tk.end() < tk.start() || tk.end() > len(text) {
					t.Fatalf("token %v at [%d,%d) outside the text (%d)", tk.kind, tk.start(), tk.end(), len(text))
				}
				if tk.kind == tLexError && int(tk.aux) >= len(errs) {
					t.Fatal("lexical error token without its error")
				}
			}
		}
	})
}

// checkLocs verifies that a tree's nodes all lie inside the source.
func checkLocs(t *testing.T, n Node, size int) {
	if n == nil {
		return
	}
	l := n.Location()
	if l.Start < 0 || l.Start > size || l.End < l.Start || l.End > size {
		t.Fatalf("%T at [%d,%d) outside the text (%d)", n, l.Start, l.End, size)
	}
	eachChild(n, func(c Node) { checkLocs(t, c, size) })
}

func checkError(t *testing.T, err error, size int) *Error {
	e, ok := err.(*Error)
	if !ok {
		t.Fatalf("error of type %T", err)
	}
	if e.Start < 0 || e.Start > size || e.Msg == "" {
		t.Fatalf("bad error %q at %d (size %d)", e.Msg, e.Start, size)
	}
	_ = e.Error()
	return e
}

func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		src := NewSource("fuzz.pp", text)
		prog, err := Parse(src)
		state, _ := CheckComplete(text)
		if err != nil {
			e := checkError(t, err, len(text))
			if e.Incomplete != (state == Incomplete) {
				t.Fatalf("Parse says incomplete=%v, CheckComplete says %v: %s", e.Incomplete, state, e.Msg)
			}
			return
		}
		if state != Complete {
			t.Fatalf("parsed but CheckComplete says %v", state)
		}
		checkLocs(t, prog, len(text))
		pn := FormatPN(prog)
		again, err := Parse(NewSource("fuzz.pp", text))
		if err != nil || FormatPN(again) != pn {
			t.Fatal("parsing is not deterministic")
		}
	})
}

func FuzzParseEPP(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, text string) {
		prog, err := ParseEPP(NewSource("fuzz.epp", text))
		if err != nil {
			checkError(t, err, len(text))
			return
		}
		checkLocs(t, prog, len(text))
		_ = FormatPN(prog)
	})
}
