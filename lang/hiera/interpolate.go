package hiera

import (
	"fmt"
	"strconv"
	"strings"

	"prepl/display"
	"prepl/internal/lazyre"
	"prepl/types"
)

// Interpolation: %{expr} in hiera.yaml paths and in data values. An
// expression is a variable (dotted to dig into it: facts.os.family,
// ::fqdn) or, in data, a method call: lookup('k'), hiera('k'),
// alias('k') (the whole string, keeping the value's type),
// literal('%'), scope('x').

var (
	interpolation = lazyre.New(`%\{([^}]*)\}`)
	methodCall    = lazyre.New(`^(\w+)\((?:"([^"]+)"|'([^']+)')\)$`)
	emptyExprs    = map[string]bool{"": true, "::": true, `""`: true, "''": true, `"::"`: true, "'::'": true}
	specialKey    = lazyre.New(`['".]`)
	keySegment    = lazyre.New(`\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+`)
	intSegment    = lazyre.New(`^(:?[+-]?[0-9]+)$`)
)

// Expr is one parsed %{...} expression.
type Expr struct {
	// Method is lookup, hiera, alias, literal or scope (a bare variable).
	Method string
	// Arg is the key, variable or literal text.
	Arg string
}

// ParseExpr parses the text between %{ and }.
func ParseExpr(text string) (Expr, bool) {
	text = strings.TrimSpace(text)
	if emptyExprs[text] {
		return Expr{}, false
	}
	if m := methodCall().FindStringSubmatch(text); m != nil {
		arg := m[2]
		if arg == "" {
			arg = m[3]
		}
		return Expr{Method: m[1], Arg: arg}, true
	}
	return Expr{Method: "scope", Arg: text}, true
}

// SplitKey splits a dotted key into segments as Puppet does: quoted
// segments keep their dots, numeric segments index arrays.
func SplitKey(key string) ([]any, error) {
	if !specialKey().MatchString(key) {
		return []any{key}, nil
	}
	locs := keySegment().FindAllStringIndex(key, -1)
	var segs []any
	pos := 0
	expectDot := false
	for _, l := range locs {
		between := key[pos:l[0]]
		if expectDot {
			if between != "." {
				return nil, fmt.Errorf("Syntax error")
			}
		} else if between != "" {
			return nil, fmt.Errorf("Syntax error")
		}
		seg := strings.TrimSpace(key[l[0]:l[1]])
		switch {
		case strings.HasPrefix(seg, `"`) || strings.HasPrefix(seg, "'"):
			segs = append(segs, seg[1:len(seg)-1])
		case intSegment().MatchString(seg):
			n, _ := strconv.Atoi(strings.TrimPrefix(seg, ":"))
			segs = append(segs, n)
		default:
			segs = append(segs, seg)
		}
		pos = l[1]
		expectDot = true
	}
	if pos != len(key) || len(segs) == 0 {
		return nil, fmt.Errorf("Syntax error")
	}
	return segs, nil
}

// segmentText is a segment as messages show it.
func segmentText(s any) string { return fmt.Sprint(s) }

// dig follows segments into a value: a number indexes an array, anything
// else a hash key. found is false when a segment is missing.
func dig(key string, v types.Value, segs []any) (types.Value, bool, error) {
	for _, s := range segs {
		if types.IsUndef(v) {
			return nil, false, nil
		}
		if n, ok := s.(int); ok {
			if a, isArr := v.(*types.Array); isArr {
				if n < 0 || n >= a.Len() {
					return nil, false, nil
				}
				v = a.Elements()[n]
				continue
			}
		}
		h, ok := v.(*types.Hash)
		if n, isInt := v.(types.Int); isInt {
			// Ruby's Integer has [] (its bits) but no include?, which
			// Puppet's dig calls.
			return nil, false, fmt.Errorf("undefined method `include?' for %d:Integer", n)
		}
		if !ok {
			return nil, false, fmt.Errorf("Data Provider type mismatch: Got %s when a hash-like object was expected to access value using '%s' from key '%s'", types.RubyClassName(v), segmentText(s), key)
		}
		var k types.Value = types.String(segmentText(s))
		if n, isInt := s.(int); isInt {
			k = types.Int(n)
		}
		x, found := h.Get(k)
		if !found {
			return nil, false, nil
		}
		v = x
	}
	return v, true, nil
}

// interpolator resolves expressions for one lookup.
type interpolator struct {
	inv *invocation
	// methods says whether method calls are allowed (data values, not
	// hiera.yaml paths).
	methods bool
}

// value interpolates every string in a value (hash keys too).
func (ip interpolator) value(v types.Value) (types.Value, error) {
	switch x := v.(type) {
	case types.String:
		if !strings.Contains(string(x), "%{") {
			return x, nil
		}
		return ip.str(string(x))
	case *types.Array:
		out := make([]types.Value, x.Len())
		for i, e := range x.Elements() {
			r, err := ip.value(e)
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return types.NewArray(out), nil
	case *types.Hash:
		b := types.NewHashBuilder(x.Len())
		for _, e := range x.Entries() {
			k, err := ip.value(e.Key)
			if err != nil {
				return nil, err
			}
			val, err := ip.value(e.Value)
			if err != nil {
				return nil, err
			}
			b.Set(k, val)
		}
		return b.Build(), nil
	}
	return v, nil
}

// str interpolates one string. An alias() that is the whole string gives
// the value it refers to, whatever its type.
func (ip interpolator) str(s string) (types.Value, error) {
	var b strings.Builder
	last := 0
	for _, m := range interpolation().FindAllStringSubmatchIndex(s, -1) {
		b.WriteString(s[last:m[0]])
		last = m[1]
		e, ok := ParseExpr(s[m[2]:m[3]])
		if !ok {
			continue
		}
		if e.Method != "scope" && !ip.methods {
			return nil, fmt.Errorf("Interpolation using method syntax is not allowed in this context")
		}
		if e.Method == "alias" && (m[0] != 0 || m[1] != len(s)) {
			return nil, fmt.Errorf("'alias' interpolation is only permitted if the expression is equal to the entire string")
		}
		v, err := ip.resolve(e, s)
		if err != nil {
			return nil, err
		}
		if e.Method == "alias" {
			return v, nil
		}
		// The value found is itself interpolated, guarded against
		// recursion.
		guard := e.Arg
		if e.Method == "scope" {
			guard = "scope:" + e.Arg
		}
		v, err = ip.inv.guard(guard, func() (types.Value, error) { return ip.value(v) })
		if err != nil {
			return nil, err
		}
		b.WriteString(interpolatedText(v))
	}
	b.WriteString(s[last:])
	return types.String(b.String()), nil
}

// interpolatedText is a value as Ruby's to_s writes it into a string:
// nil is empty, arrays and hashes their inspect.
func interpolatedText(v types.Value) string {
	switch x := v.(type) {
	case nil, types.UndefValue:
		return ""
	case types.String:
		return string(x)
	case *types.Array, *types.Hash:
		s, err := rubyInspect(x)
		if err == nil {
			return s
		}
	}
	return display.ToString(v)
}

func (ip interpolator) resolve(e Expr, subject string) (types.Value, error) {
	switch e.Method {
	case "literal":
		return types.String(e.Arg), nil
	case "lookup", "hiera", "alias":
		v, found, err := ip.inv.h.lookupNested(ip.inv, e.Arg)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, fmt.Errorf("Function lookup() did not find a value for the name '%s'", e.Arg)
		}
		return v, nil
	case "scope":
		segs, err := SplitKey(e.Arg)
		if err != nil {
			return nil, fmt.Errorf("%s in string: %s", err, subject)
		}
		root, _ := segs[0].(string)
		if root == "" {
			root = segmentText(segs[0])
		}
		v, ok := ip.inv.scope.Variable(root)
		if !ok {
			ip.inv.h.warnOnce(ip.inv, fmt.Sprintf("Undefined variable '%s'; %s", root, ip.inv.scope.UnknownReason(root)))
			return types.Undef, nil
		}
		if len(segs) > 1 {
			found, ok, err := dig(e.Arg, v, segs[1:])
			if err != nil || !ok {
				return types.Undef, nil
			}
			return found, nil
		}
		return v, nil
	}
	return nil, fmt.Errorf("Unknown interpolation method '%s'", e.Method)
}
