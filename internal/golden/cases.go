package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A Case is one program of a case file and what Puppet printed for it.
type Case struct {
	Name   string
	Code   string
	Expect []string
	// Differs is why the implementation deliberately prints Ours instead
	// of Expect ("" when it matches Puppet).
	Differs string
	Ours    []string
}

// Want is what the implementation must print: Expect, or Ours for a
// deliberate difference; never nil.
func (c *Case) Want() []string {
	w := c.Expect
	if c.Differs != "" {
		w = c.Ours
	}
	if w == nil {
		w = []string{}
	}
	return w
}

// ReadCases parses a case file.
func ReadCases(path string) ([]*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cases []*Case
	var cur *Case
	inExpect, inOurs := false, false
	for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			cur = &Case{Name: strings.TrimPrefix(line, "=== ")}
			cases = append(cases, cur)
			inExpect, inOurs = false, false
		case cur == nil:
			return nil, fmt.Errorf("%s:%d: text before the first case: %q", path, i+1, line)
		case line == "---" && !inExpect:
			inExpect = true
		case inExpect && strings.HasPrefix(line, "+++ "):
			cur.Differs = strings.TrimPrefix(line, "+++ ")
			inOurs = true
		case inOurs:
			cur.Ours = append(cur.Ours, line)
		case inExpect:
			cur.Expect = append(cur.Expect, line)
		default:
			cur.Code += line + "\n"
		}
	}
	return cases, nil
}

// WriteCases writes cases in the format ReadCases parses.
func WriteCases(path string, cases []*Case) error {
	var b strings.Builder
	for _, c := range cases {
		b.WriteString("=== " + c.Name + "\n" + c.Code + "---\n")
		for _, l := range c.Expect {
			b.WriteString(l + "\n")
		}
		if c.Differs != "" {
			b.WriteString("+++ " + c.Differs + "\n")
			for _, l := range c.Ours {
				b.WriteString(l + "\n")
			}
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

var (
	positionRE = regexp.MustCompile(`\s*\((file: [^)]*|line: \d+(, column: \d+)?|file & line not available)\)`)
	errorHead  = regexp.MustCompile(`^(?:[A-Z]\w*(?:::\w+)*: )?(?:Evaluation Error: )?(?:Could not parse for environment \w+: )?(?:Error while evaluating a [\w ]+?, )?`)
	nodeSuffix = regexp.MustCompile(` on node \S+$`)
	// rubyAddress is the address in a Ruby object's inspect, which
	// differs from run to run.
	rubyAddress = regexp.MustCompile(`:0x[0-9a-f]{8,16}\b`)
)

// Normalize removes from a message what differs between runs and
// implementations but not in meaning: positions, Puppet's error class and
// evaluation prefixes (repeated when an error of deferred evaluation was
// wrapped twice), the node name, Ruby objects' addresses (written 0x…),
// and the directory dir (written @DIR@) unless it is "".
func Normalize(msg, dir string) string {
	msg = nodeSuffix.ReplaceAllString(msg, "")
	msg = rubyAddress.ReplaceAllString(msg, ":0x…")
	msg = positionRE.ReplaceAllString(msg, "")
	for {
		stripped := errorHead.ReplaceAllString(msg, "")
		if stripped == msg {
			break
		}
		msg = stripped
	}
	if dir != "" {
		msg = strings.ReplaceAll(msg, dir, "@DIR@")
	}
	return strings.TrimSpace(msg)
}

// ReferenceDriver is the program the recorders run Puppet programs
// through (one JSON line of notices, warnings and error a program): the
// PUPPET_REF setting, which scripts/record-golden.py reads too, else the
// conformance sample's driver beside the repository
// (../shared/conformance/ref/puppet_ref.rb from the directory of go.mod).
func ReferenceDriver() (string, error) {
	if p := os.Getenv("PUPPET_REF"); p != "" {
		return p, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			driver := filepath.Join(dir, "..", "shared", "conformance", "ref", "puppet_ref.rb")
			if _, err := os.Stat(driver); err != nil {
				return "", fmt.Errorf("no reference driver at %s; set PUPPET_REF to Puppet's reference driver", driver)
			}
			return driver, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory; set PUPPET_REF to Puppet's reference driver")
		}
		dir = parent
	}
}

// Printed is what a program printed: its notices and warnings as the
// evaluator logs them or the reference driver reports them, and its
// error when it failed.
type Printed struct {
	Notices, Warnings []string
	// More are lines that follow the warnings when the program succeeded
	// (the resources of its catalog, where a case asks for them).
	More   []string
	Failed bool
	Error  string
}

// Lines is p in the form of a case's expected lines: each notice's lines,
// each warning as a "W: " line, More, and, when the program failed, its
// error as "ERROR: " lines; messages normalized (see Normalize) and the
// directory dir written @DIR@ unless dir is "". Never nil.
func (p Printed) Lines(dir string) []string {
	lines := []string{}
	for _, n := range p.Notices {
		if dir != "" {
			n = strings.ReplaceAll(n, dir, "@DIR@")
		}
		lines = append(lines, strings.Split(n, "\n")...)
	}
	for _, w := range p.Warnings {
		lines = append(lines, "W: "+Normalize(w, dir))
	}
	if p.Failed {
		return append(lines, strings.Split("ERROR: "+Normalize(p.Error, dir), "\n")...)
	}
	return append(lines, p.More...)
}
