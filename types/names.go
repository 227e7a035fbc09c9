package types

// RubyClassName returns the name of the Ruby class Puppet represents a
// value with ("Integer", "NilClass", "Symbol" for default, "TrueClass",
// "Puppet::Pops::Types::PIntegerType", an Object's type name); Puppet's
// messages written in Ruby show it, and the Ruby bridge names a value's
// class with it.
func RubyClassName(v Value) string {
	switch x := v.(type) {
	case nil, UndefValue:
		return "NilClass"
	case DefaultValue:
		return "Symbol"
	case Int:
		return "Integer"
	case Float:
		return "Float"
	case String:
		return "String"
	case Bool:
		if x {
			return "TrueClass"
		}
		return "FalseClass"
	case *Regexp:
		return "Regexp"
	case *Array:
		return "Array"
	case *Hash:
		return "Hash"
	case Timespan:
		return "Puppet::Pops::Time::Timespan"
	case Timestamp:
		return "Puppet::Pops::Time::Timestamp"
	case *Sensitive:
		return "Puppet::Pops::Types::PSensitiveType::Sensitive"
	case *Binary:
		return "Puppet::Pops::Types::PBinaryType::Binary"
	case *Iterator:
		return "Puppet::Pops::Types::Iterator"
	case *Object:
		return x.typ.label()
	case Type:
		return rubyTypeClassName(x)
	}
	switch v.Kind() {
	case KSemVer:
		return "SemanticPuppet::Version"
	case KSemVerRange:
		return "SemanticPuppet::VersionRange"
	case KCallable:
		return "Puppet::Pops::Evaluator::Closure"
	}
	return "Object"
}

// rubyTypeClassName returns the name of the Ruby class of a type
// ("Puppet::Pops::Types::PIntegerType").
func rubyTypeClassName(t Type) string {
	return "Puppet::Pops::Types::" + rubyTypeSimpleName(t)
}

// rubyTypeSimpleName is the class name of a type without its module.
func rubyTypeSimpleName(t Type) string {
	switch t.(type) {
	case *TypeAlias:
		return "PTypeAliasType"
	case *TypeReferenceType:
		return "PTypeReferenceType"
	case *ResourceType:
		return "PResourceType"
	case *ClassType:
		return "PClassType"
	}
	return "P" + t.Name() + "Type"
}

// typeLabel is how Puppet's messages name a type: "Integer-Type",
// "File['a'] Resource-Reference" (the expanded string for aliases).
func typeLabel(t Type) string {
	if rt, ok := t.(*ResourceType); ok && rt.hasTitle {
		return rt.String() + " Resource-Reference"
	}
	return t.String() + "-Type"
}

// article returns "a" or "an" for a word, as Puppet chooses it: "an"
// before a vowel (y counts as one), skipping a leading quote.
func article(s string) string {
	if len(s) > 0 && (s[0] == '"' || s[0] == '\'') {
		s = s[1:]
	}
	if s == "" {
		return "a"
	}
	switch s[0] {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'A', 'E', 'I', 'O', 'U', 'Y':
		return "an"
	}
	return "a"
}

// aAn returns s with its indefinite article ("an Integer").
func aAn(s string) string { return article(s) + " " + s }

// aAnUC returns s with its capitalized indefinite article ("An Integer").
func aAnUC(s string) string {
	if article(s) == "an" {
		return "An " + s
	}
	return "A " + s
}
