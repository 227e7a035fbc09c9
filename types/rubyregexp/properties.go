package rubyregexp

import (
	"strings"
	"sync"
	"unicode"
)

// normPropName folds a property name the way Onigmo compares them: case,
// spaces, hyphens and underscores do not matter.
func normPropName(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch r {
		case ' ', '-', '_':
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

var propertyCache sync.Map // normalized name -> runeSet

// property returns the code points of the Unicode property \p{name}:
// general categories (short and long names), scripts (long names and
// ISO 15924 codes), the POSIX-like names Ruby accepts (Alpha, Word, ...)
// and the binary properties package unicode can derive. It reports false
// for a name it does not know.
func property(name string) (runeSet, bool) {
	key := normPropName(name)
	if v, ok := propertyCache.Load(key); ok {
		return v.(runeSet), true
	}
	s, ok := computeProperty(key)
	if ok {
		propertyCache.Store(key, s)
	}
	return s, ok
}

func computeProperty(key string) (runeSet, bool) {
	if f, ok := derivedProperties[key]; ok {
		return f(), true
	}
	if short, ok := categoryLongNames[key]; ok {
		key = short
	}
	switch key {
	case "c":
		return fromTables(unicode.C).union(unassigned()), true
	case "cn":
		return unassigned(), true
	case "lc":
		return fromTables(unicode.Lu, unicode.Ll, unicode.Lt), true
	}
	idx := tableIndex()
	if t, ok := idx[key]; ok {
		return fromTables(t), true
	}
	if t := unicode.Scripts[scriptAliases[key]]; t != nil {
		return fromTables(t), true
	}
	return nil, false
}

// tableIndex maps normalized names of general categories, binary
// properties and scripts to package unicode's tables.
var tableIndex = sync.OnceValue(func() map[string]*unicode.RangeTable {
	idx := map[string]*unicode.RangeTable{}
	for _, m := range []map[string]*unicode.RangeTable{unicode.Scripts, unicode.Properties, unicode.Categories} {
		for name, t := range m {
			idx[normPropName(name)] = t
		}
	}
	return idx
})

// categoryLongNames maps long general-category names to the short ones.
var categoryLongNames = map[string]string{
	"other": "c", "control": "cc", "format": "cf", "unassigned": "cn",
	"privateuse": "co", "surrogate": "cs", "letter": "l", "casedletter": "lc",
	"lowercaseletter": "ll", "modifierletter": "lm", "otherletter": "lo",
	"titlecaseletter": "lt", "uppercaseletter": "lu", "mark": "m",
	"combiningmark": "m", "spacingmark": "mc", "enclosingmark": "me",
	"nonspacingmark": "mn", "number": "n", "decimalnumber": "nd",
	"letternumber": "nl", "othernumber": "no", "punctuation": "p",
	"connectorpunctuation": "pc", "dashpunctuation": "pd",
	"closepunctuation": "pe", "finalpunctuation": "pf",
	"initialpunctuation": "pi", "otherpunctuation": "po",
	"openpunctuation": "ps", "symbol": "s", "currencysymbol": "sc",
	"modifiersymbol": "sk", "mathsymbol": "sm", "othersymbol": "so",
	"separator": "z", "lineseparator": "zl", "paragraphseparator": "zp",
	"spaceseparator": "zs", "cntrl": "cc", "digit": "nd", "punct": "p",
}

// derivedProperties are the properties Ruby knows that package unicode
// has no single table for; they follow Unicode's derivations (UTS #18
// for the POSIX-like names).
var derivedProperties = map[string]func() runeSet{
	"any":            func() runeSet { return allRunes },
	"assigned":       func() runeSet { return unassigned().complement() },
	"ascii":          func() runeSet { return asciiRunes },
	"alpha":          alphabetic,
	"alphabetic":     alphabetic,
	"alnum":          func() runeSet { return alphabetic().union(fromTables(unicode.Nd)) },
	"blank":          func() runeSet { return fromTables(unicode.Zs).union(single('\t')) },
	"graph":          graph,
	"print":          func() runeSet { return graph().union(fromTables(unicode.Zs)) },
	"lower":          lowercase,
	"lowercase":      lowercase,
	"upper":          uppercase,
	"uppercase":      uppercase,
	"space":          func() runeSet { return fromTables(unicode.White_Space) },
	"xdigit":         func() runeSet { return hexDigits },
	"word":           unicodeWord,
	"math":           func() runeSet { return fromTables(unicode.Sm, unicode.Other_Math) },
	"cased":          func() runeSet { return lowercase().union(uppercase()).union(fromTables(unicode.Lt)) },
	"idstart":        idStart,
	"idcontinue":     idContinue,
	"graphemeextend": func() runeSet { return fromTables(unicode.Me, unicode.Mn, unicode.Other_Grapheme_Extend) },
}

var (
	asciiRunes   = span(0, 0x7f)
	asciiDigits  = span('0', '9')
	asciiWord    = normalize([]runeRange{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}})
	asciiSpace   = normalize([]runeRange{{'\t', '\r'}, {' ', ' '}})
	hexDigits    = normalize([]runeRange{{'0', '9'}, {'A', 'F'}, {'a', 'f'}})
	asciiSymbols = single('$', '+', '<', '=', '>', '^', '`', '|', '~')
)

// unassigned is general category Cn: no character is assigned.
var unassigned = sync.OnceValue(func() runeSet {
	return fromTables(unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z,
		unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs).complement()
})

var alphabetic = sync.OnceValue(func() runeSet {
	return fromTables(unicode.L, unicode.Nl, unicode.Other_Alphabetic)
})

var lowercase = sync.OnceValue(func() runeSet { return fromTables(unicode.Ll, unicode.Other_Lowercase) })

var uppercase = sync.OnceValue(func() runeSet { return fromTables(unicode.Lu, unicode.Other_Uppercase) })

var graph = sync.OnceValue(func() runeSet {
	return fromTables(unicode.White_Space, unicode.Cc, unicode.Cs).union(unassigned()).complement()
})

// unicodeWord is Onigmo's \p{Word}: letters and other alphabetics, marks,
// decimal digits and connector punctuation.
var unicodeWord = sync.OnceValue(func() runeSet {
	return alphabetic().union(fromTables(unicode.M, unicode.Nd, unicode.Pc))
})

var idStart = sync.OnceValue(func() runeSet {
	return fromTables(unicode.L, unicode.Nl, unicode.Other_ID_Start).
		minus(fromTables(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
})

var idContinue = sync.OnceValue(func() runeSet {
	return idStart().union(fromTables(unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)).
		minus(fromTables(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
})

// posixBracket returns the set of [[:name:]]: Unicode semantics unless
// ascii (Ruby's (?a)) restricts it to ASCII. Ruby's [[:punct:]] adds the
// ASCII symbols that POSIX counts as punctuation to \p{P}.
func posixBracket(name string, ascii bool) (runeSet, bool) {
	var s runeSet
	switch name {
	case "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "space", "upper", "xdigit", "word", "ascii":
		s, _ = property(name)
	case "punct":
		s = fromTables(unicode.P).union(asciiSymbols)
	default:
		return nil, false
	}
	if ascii {
		s = s.intersect(asciiRunes)
	}
	return s, true
}
