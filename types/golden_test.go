package types

import (
	"fmt"
	"prepl/types/regexptext"
	"strings"
	"testing"

	"prepl/internal/golden"
	"prepl/internal/ruby/rubyfmt"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goldenCase is one row of testdata/golden.tsv: what Puppet printed for
// a case of testdata/cases.txt (recorded by scripts/record-types.py).
type goldenCase struct {
	kind, expr, want string
}

func readGoldenCases(t *testing.T) []goldenCase {
	var cases []goldenCase
	for _, r := range golden.ReadTable(t, "testdata/golden.tsv") {
		require.Len(t, r.Fields, 2, r.Name())
		cases = append(cases, goldenCase{kind: r.Fields[0], expr: r.Fields[1], want: r.Want})
	}
	return cases
}

// readDeviations reads testdata/deviations.tsv, a table of the cases
// where this package answers differently from Puppet on purpose: kind,
// expression, what this package answers, then why.
func readDeviations(t *testing.T) map[string]string {
	out := map[string]string{}
	for _, r := range golden.ReadTable(t, "testdata/deviations.tsv") {
		require.Len(t, r.Fields, 3, r.Name())
		require.NotEmpty(t, r.Want, "%s: say why", r.Name())
		out[r.Fields[0]+"\t"+r.Fields[1]] = r.Fields[2]
	}
	return out
}

// TestGolden checks every recorded case: string forms, parameter errors,
// instance-of, assignability and type ordering, equality and comparison,
// inference, the common type algebra, mismatch descriptions and
// iteration.
func TestGolden(t *testing.T) {
	aliases := map[string]*TypeAlias{}
	deviations := readDeviations(t)
	for i, c := range readGoldenCases(t) {
		if want, ok := deviations[c.kind+"\t"+c.expr]; ok {
			c.want = want
		}
		if c.kind == "iter" && strings.HasPrefix(c.want, "ERROR") {
			// Puppet's message comes from the dispatch of the iterating
			// function; Iterate only reports that it cannot iterate.
			c.want = "ERROR"
		}
		switch c.kind {
		case "alias":
			defineTestAlias(t, c.expr, aliases)
			continue
		case "reset":
			aliases = map[string]*TypeAlias{}
			continue
		}
		as := aliases
		t.Run(fmt.Sprintf("%04d %s %s", i+1, c.kind, c.expr), func(t *testing.T) {
			got := evalCase(t, c, as)
			if c.kind == "iter" && strings.HasPrefix(got, "ERROR") {
				got = "ERROR"
			}
			assert.Equal(t, c.want, got)
		})
	}
}

// defineTestAlias defines `type Name = Expr` for the following cases.
func defineTestAlias(t *testing.T, line string, aliases map[string]*TypeAlias) {
	name, expr, ok := strings.Cut(strings.TrimPrefix(line, "type "), " = ")
	require.True(t, ok, line)
	aliases[strings.ToLower(name)] = NewTypeAlias(name, func() (Type, error) {
		v, err := parseExpr(expr, aliases)
		if err != nil {
			return nil, err
		}
		return v.(Type), nil
	})
}

func evalCase(t *testing.T, c goldenCase, aliases map[string]*TypeAlias) string {
	if c.kind == "call" {
		return callCase(t, c.expr, aliases)
	}
	args := strings.Split(c.expr, " | ")
	vals := make([]Value, len(args))
	for i, a := range args {
		v, err := parseExpr(a, aliases)
		if err != nil {
			return "ERROR: " + err.Error()
		}
		if al, ok := v.(*TypeAlias); ok {
			if err := al.Resolve(); err != nil {
				return "ERROR: " + err.Error()
			}
		}
		vals[i] = v
	}
	switch c.kind {
	case "str":
		return noticeString(vals[0])
	case "inst":
		return fmt.Sprint(IsInstance(vals[1].(Type), vals[0]))
	case "eq":
		return fmt.Sprint(Equal(vals[0], vals[1]))
	case "ne":
		return fmt.Sprint(!Equal(vals[0], vals[1]))
	case "lt", "le", "gt", "ge":
		return compareCase(c.kind, vals[0], vals[1])
	case "infer":
		return Infer(vals[0]).String()
	case "reduced":
		return InferReduced(vals[0]).String()
	case "general":
		return InferGeneralized(vals[0]).String()
	case "common":
		return InferReduced(ArrayOf(vals[0], vals[1])).String()
	case "mismatch":
		if IsInstance(vals[0].(Type), vals[1]) {
			return noticeString(vals[1])
		}
		return "ERROR: " + DescribeMismatch("assert_type():", vals[0].(Type), vals[1])
	case "param":
		if IsInstance(vals[0].(Type), vals[1]) {
			return noticeString(vals[1])
		}
		sig := Signature{Type: NewCallableType([]Type{vals[0].(Type)}, 1, 1, nil, nil), ParamNames: []string{"x"}}
		return "ERROR: " + DescribeSignatures("f", []Signature{sig}, []Value{vals[1]}, nil)
	case "iter":
		var out []Value
		ok, err := Iterate(vals[0], func(v Value) bool { out = append(out, v); return true })
		if !ok || err != nil {
			return "ERROR"
		}
		return noticeString(NewArray(out))
	}
	t.Fatalf("unknown case kind %q", c.kind)
	return ""
}

// callCase calls `function f(<params>)` with the arguments after " |"
// and describes the mismatch.
func callCase(t *testing.T, expr string, aliases map[string]*TypeAlias) string {
	params, argText, _ := strings.Cut(expr, " |")
	argv, err := parseExpr("["+argText+"]", aliases)
	require.NoError(t, err)
	args := argv.(*Array).Elements()
	var types []Type
	var names []string
	min, max := int64(0), int64(0)
	for _, p := range splitTopLevel(params) {
		typeText, name, _ := strings.Cut(p, "$")
		typeText = strings.TrimSpace(typeText)
		rest := strings.HasSuffix(typeText, "*")
		typeText = strings.TrimSpace(strings.TrimSuffix(typeText, "*"))
		name, _, hasDefault := strings.Cut(name, "=")
		var ty Type = TAny
		if typeText != "" {
			v, err := parseExpr(typeText, aliases)
			require.NoError(t, err)
			ty = v.(Type)
		}
		types = append(types, ty)
		names = append(names, strings.TrimSpace(name))
		switch {
		case rest:
			max = -1
		case hasDefault:
			max++
		default:
			min++
			max++
		}
	}
	sig := Signature{Type: NewCallableType(types, min, max, nil, nil), ParamNames: names}
	return "ERROR: " + DescribeSignatures("f", []Signature{sig}, args, nil)
}

// splitTopLevel splits a comma separated list outside brackets.
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '[', '{', '(':
			depth++
		case ']', '}', ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

var operators = map[string]string{"lt": "<", "le": "<=", "gt": ">", "ge": ">="}

// compareCase evaluates a comparison as Puppet's evaluator does: with a
// type on the left by assignability, otherwise by Compare.
func compareCase(op string, a, b Value) string {
	if at, ok := a.(Type); ok {
		bt, isType := b.(Type)
		switch op {
		case "lt":
			return fmt.Sprint(isType && IsAssignable(bt, at) && !TypesEqual(at, bt))
		case "le":
			return fmt.Sprint(isType && IsAssignable(bt, at))
		case "gt":
			return fmt.Sprint(isType && IsAssignable(at, bt) && !TypesEqual(at, bt))
		default:
			return fmt.Sprint(isType && IsAssignable(at, bt))
		}
	}
	c, err := CompareValues(a, b)
	if err != nil {
		return fmt.Sprintf("ERROR: Comparison of: %s %s %s, is not possible. Caused by '%s'.", valueLabel(a), operators[op], valueLabel(b), err)
	}
	switch op {
	case "lt":
		return fmt.Sprint(c < 0)
	case "le":
		return fmt.Sprint(c <= 0)
	case "gt":
		return fmt.Sprint(c > 0)
	}
	return fmt.Sprint(c >= 0)
}

// noticeString formats a value as notice() prints it.
func noticeString(v Value) string {
	var b strings.Builder
	var write func(v Value, top bool)
	write = func(v Value, top bool) {
		switch x := v.(type) {
		case UndefValue:
			if !top {
				b.WriteString("undef")
			}
		case DefaultValue:
			b.WriteString("default")
		case String:
			b.WriteString(string(x))
		case Int:
			fmt.Fprint(&b, int64(x))
		case Float:
			b.WriteString(rubyfmt.FloatToS(float64(x)))
		case Bool:
			fmt.Fprint(&b, bool(x))
		case *Regexp:
			b.WriteString(regexptext.String(x.Source()))
		case Type:
			b.WriteString(x.String())
		case *Array:
			b.WriteString("[")
			for i, e := range x.Elements() {
				if i > 0 {
					b.WriteString(", ")
				}
				write(e, false)
			}
			b.WriteString("]")
		case *Hash:
			b.WriteString("{")
			for i, e := range x.Entries() {
				if i > 0 {
					b.WriteString(", ")
				}
				write(e.Key, false)
				b.WriteString(" => ")
				write(e.Value, false)
			}
			b.WriteString("}")
		default:
			fmt.Fprint(&b, v)
		}
	}
	write(v, true)
	return b.String()
}
