// Package typespec is Puppet's type parser: a type written in a string
// (assert_type's, Type.new's, a signature's), read without evaluating
// anything, whether a type alias's right side is a type specification
// at all, and how constant a type expression is.
package typespec

import (
	"errors"
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// Names resolves the names of a type specification for Parse.
type Names interface {
	// TypeByName resolves a type name as written in Puppet.
	TypeByName(name string) (types.Type, error)
	// IsAlias reports whether a type alias of the lower-case name exists.
	IsAlias(key string) bool
	// IsDefine reports whether a defined type of the lower-case name is
	// known.
	IsDefine(key string) bool
	// TypeSetMember resolves S::Member, a type of the type set an alias
	// S names.
	TypeSetMember(name string) (types.Type, bool)
	// Literal evaluates a literal: a string, number, boolean, default,
	// undef or regexp.
	Literal(x syntax.Expr) (types.Value, error)
	// Parameterize applies [] parameters to a type.
	Parameterize(t types.Type, keys []types.Value) (types.Value, error)
}

// reader reads type specifications. programTypes tells whether the names
// a program defines (type aliases, type sets, defines) are known, as they
// are to assert_type, whose type parser has the program's loader;
// Type.new's parser has none, and makes them TypeReferences.
type reader struct {
	names        Names
	programTypes bool
}

// Parse reads a type written in Puppet, as Puppet's type parser does:
// names of types with [] parameters that are literals (strings, numbers,
// booleans, default, undef, regexps, arrays, hashes) or types. Anything
// else is not a type specification.
func Parse(src string, names Names, programTypes bool) (types.Type, error) {
	if short, ok := typeStringShortcuts[src]; ok {
		src = short
	}
	source := syntax.NewSource("", src)
	prog, err := syntax.Parse(source)
	if err != nil {
		var se *syntax.Error
		if errors.As(err, &se) {
			return nil, errorf("%s", se.Msg)
		}
		return nil, err
	}
	var x syntax.Expr = prog.Body
	if len(prog.Body.Statements) == 1 {
		x = prog.Body.Statements[0]
	}
	v, err := reader{names: names, programTypes: programTypes}.value(x)
	if err != nil {
		// Positions inside the string mean nothing to the caller; the
		// error points at the call instead.
		var ee *evalerr.Error
		if errors.As(err, &ee) && ee.Loc.Src == source {
			ee.Loc = syntax.Loc{}
		}
		return nil, err
	}
	t, ok := v.(types.Type)
	if !ok {
		return nil, Invalid(x)
	}
	return t, nil
}

// value evaluates one node of a type specification.
func (r reader) value(x syntax.Expr) (types.Value, error) {
	switch n := x.(type) {
	case *syntax.QualifiedReference:
		return r.name(n.Value, n.Value)
	case *syntax.QualifiedName:
		return types.String(n.Value), nil
	case *syntax.LiteralString, *syntax.LiteralInteger, *syntax.LiteralFloat, *syntax.LiteralBoolean,
		*syntax.LiteralDefault, *syntax.LiteralUndef, *syntax.LiteralRegexp:
		return r.names.Literal(x)
	case *syntax.ParenExpr:
		return r.value(n.Expr)
	case *syntax.HeredocExpr:
		return r.value(n.Text)
	case *syntax.UnaryMinusExpr:
		v, err := r.value(n.Expr)
		if err != nil {
			return nil, err
		}
		switch num := v.(type) {
		case types.Int:
			return -num, nil
		case types.Float:
			return -num, nil
		}
	case *syntax.LiteralList:
		vs := make([]types.Value, len(n.Values))
		for i, el := range n.Values {
			v, err := r.value(el)
			if err != nil {
				return nil, err
			}
			vs[i] = v
		}
		return types.NewArray(vs), nil
	case *syntax.LiteralHash:
		b := types.NewHashBuilder(len(n.Entries))
		for _, en := range n.Entries {
			k, err := r.value(en.Key)
			if err != nil {
				return nil, err
			}
			v, err := r.value(en.Value)
			if err != nil {
				return nil, err
			}
			b.Set(k, v)
		}
		return b.Build(), nil
	case *syntax.AccessExpr:
		ref, ok := n.Left.(*syntax.QualifiedReference)
		if !ok {
			return nil, Invalid(x)
		}
		keys := make([]types.Value, len(n.Keys))
		for i, k := range n.Keys {
			var err error
			if keys[i], err = r.value(k); err != nil {
				return nil, err
			}
			// Resource[Foo] names the resource type Foo, known or not.
			if kr, ok := k.(*syntax.QualifiedReference); ok && i == 0 && strings.EqualFold(ref.Value, "Resource") {
				if _, unknown := keys[i].(*types.TypeReferenceType); unknown {
					keys[i] = types.String(kr.Value)
				}
			}
		}
		l, err := r.name(ref.Value, sourceText(x))
		if err != nil {
			return nil, err
		}
		if _, unknown := l.(*types.TypeReferenceType); unknown {
			return l, nil
		}
		keys, ok, err = typeSpecKeys(l, keys, x)
		if err != nil {
			return nil, err
		}
		if !ok {
			return l, nil
		}
		v, err := r.names.Parameterize(l, keys)
		var ae *types.AccessError
		if errors.As(err, &ae) {
			// No [] expression is being evaluated: the message stands alone.
			return nil, errorf("%s", strings.TrimPrefix(ae.Msg, "Error while evaluating a '[]' expression, "))
		}
		return v, err
	}
	return nil, Invalid(x)
}

// name resolves a type name of a type specification: a built-in type or
// resource type, or (when the reader knows them) a type the program
// defines. Any other name, and Puppet's Error data type, which its type
// parser does not find, is a TypeReference to text, the name or the whole
// parameterized expression.
func (r reader) name(name, text string) (types.Type, error) {
	key := strings.ToLower(strings.TrimPrefix(name, "::"))
	alias := r.names.IsAlias(key)
	if !r.programTypes {
		define := r.names.IsDefine(key)
		_, member := r.names.TypeSetMember(strings.TrimPrefix(name, "::"))
		if alias || define || member {
			return types.NewTypeReference(text), nil
		}
	}
	t, err := r.names.TypeByName(name)
	switch {
	case err != nil && alias:
		// An alias that cannot be resolved.
		return nil, err
	case err != nil || t == types.TError:
		return types.NewTypeReference(text), nil
	}
	return t, nil
}

// Invalid is Puppet's error for a part of a type string that is no type
// specification.
func Invalid(x syntax.Expr) error {
	return errorf("The expression <%s> is not a valid type specification.", sourceText(x))
}

// sourceText is the text of an expression, its left operand included
// (binary expressions are located at their operator).
func sourceText(x syntax.Expr) string {
	loc := x.Location()
	start := loc.Start
	for l := leftOperand(x); l != nil; l = leftOperand(l) {
		start = min(start, l.Location().Start)
	}
	return loc.Src.Text[start:loc.End]
}

// leftOperand returns the left operand of a binary expression, nil for
// other expressions.
func leftOperand(x syntax.Expr) syntax.Expr {
	switch n := x.(type) {
	case *syntax.ArithmeticExpr:
		return n.Left
	case *syntax.ComparisonExpr:
		return n.Left
	case *syntax.MatchExpr:
		return n.Left
	case *syntax.InExpr:
		return n.Left
	case *syntax.AndExpr:
		return n.Left
	case *syntax.OrExpr:
		return n.Left
	case *syntax.AccessExpr:
		return n.Left
	}
	return nil
}

// errorf is an error without position: positions inside the string mean
// nothing to the caller, who places it.
func errorf(format string, args ...any) error {
	return evalerr.Errorf(syntax.Loc{}, format, args...)
}
