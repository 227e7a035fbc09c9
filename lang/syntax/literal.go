package syntax

import (
	"strconv"
	"strings"

	"prepl/internal/ruby/rubyfmt"
)

// literalKey computes the value of a literal hash key for Puppet's
// duplicate-key check: key identifies the value (a string and a bare name
// with the same text are the same key, 1 and 1.0 are not), shown is how
// Puppet prints it in the warning. ok is false for keys that are not
// literal.
func literalKey(e Expr) (key, shown string, ok bool) {
	switch x := e.(type) {
	case *LiteralString:
		return "s" + x.Value, x.Value, true
	case *QualifiedName:
		return "s" + x.Value, x.Value, true
	case *LiteralInteger:
		s := strconv.FormatInt(x.Value, 10)
		return "i" + s, s, true
	case *LiteralFloat:
		s := rubyfmt.FloatToS(x.Value)
		return "f" + s, s, true
	case *LiteralBoolean:
		s := strconv.FormatBool(x.Value)
		return "b" + s, s, true
	case *LiteralUndef:
		return "u", "", true
	case *LiteralDefault:
		return "d", "default", true
	case *LiteralRegexp:
		return "r" + x.Pattern, "(?-mix:" + escapeSlashes(x.Pattern) + ")", true
	case *LiteralList, *LiteralHash:
		k, s, ok := inspectLiteral(e)
		return k, s, ok
	}
	return "", "", false
}

// inspectLiteral renders a literal as Ruby's inspect does, which is how
// Puppet prints an array or hash key.
func inspectLiteral(e Expr) (key, shown string, ok bool) {
	switch x := e.(type) {
	case *LiteralString:
		return "s" + x.Value, strconv.Quote(x.Value), true
	case *QualifiedName:
		return "s" + x.Value, strconv.Quote(x.Value), true
	case *LiteralUndef:
		return "u", "nil", true
	case *LiteralDefault:
		return "d", ":default", true
	case *LiteralRegexp:
		return "r" + x.Pattern, "/" + escapeSlashes(x.Pattern) + "/", true
	case *LiteralList:
		keys := make([]string, len(x.Values))
		shows := make([]string, len(x.Values))
		for i, v := range x.Values {
			if keys[i], shows[i], ok = inspectLiteral(v); !ok {
				return "", "", false
			}
		}
		return "[" + strings.Join(keys, ",") + "]", "[" + strings.Join(shows, ", ") + "]", true
	case *LiteralHash:
		keys := make([]string, 0, len(x.Entries))
		shows := make([]string, 0, len(x.Entries))
		for _, en := range x.Entries {
			kk, ks, ok1 := inspectLiteral(en.Key)
			vk, vs, ok2 := inspectLiteral(en.Value)
			if !ok1 || !ok2 {
				return "", "", false
			}
			keys = append(keys, kk+":"+vk)
			shows = append(shows, ks+"=>"+vs)
		}
		return "{" + strings.Join(keys, ",") + "}", "{" + strings.Join(shows, ", ") + "}", true
	}
	return literalKey(e)
}
