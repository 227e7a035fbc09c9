package display

import (
	"prepl/types/quote"
	"strconv"
	"strings"
	"sync"
	"weak"

	"prepl/types"
)

// formatsTypeText is the Formats type of String.new's signature, as
// Puppet prints it in its type mismatch errors.
const formatsTypeText = `Formats = Variant[Default, String[1], TypeMap = Hash[Type, Variant[Format = Pattern[/^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/], ContainerFormat = Struct[{Optional['format'] => Format = Pattern[/^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/], Optional['separator'] => String, Optional['separator2'] => String, Optional['string_formats'] => Hash[Type, Format = Pattern[/^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/]]}]]]]`

// formatsMismatch is the error for a format argument that is not a
// Formats value.
func formatsMismatch(got types.Value) error {
	return errorf("'new_string' parameter 'string_formats' expects a %s value, got %s", formatsTypeText, typeLabel(got))
}

// typeLabel names a value's type the way type mismatch errors do.
func typeLabel(v types.Value) string {
	switch v.(type) {
	case *types.Hash:
		return "Hash"
	case *types.Array:
		return "Array"
	}
	return types.Generalize(types.Infer(v)).Name()
}

// NewFormatMap builds a format map from a Puppet hash of the form
// String.new accepts, {Type => format or container format}, merged over
// the defaults String.new starts from. A container format is a hash with
// the keys format, separator, separator2 and string_formats.
func NewFormatMap(h *types.Hash) (*FormatMap, error) {
	user, err := userMap(h)
	if err != nil {
		return nil, err
	}
	return mergeMaps(defaultFormats, user), nil
}

// maxCachedUserMaps bounds the cache of cachedFormatMap; when it is full
// it starts again empty.
const maxCachedUserMaps = 256

// userMaps caches the format maps built from format hashes, by the hash:
// a program formats many values with one hash, hashes are immutable, and
// merging a map over the defaults costs far more than formatting a value.
// The cache holds the hashes weakly.
var userMaps struct {
	sync.Mutex
	m map[weak.Pointer[types.Hash]]*FormatMap
}

// userMapsByText caches the format maps of format hashes made of
// built-in types by the hashes' key strings: a format hash written in a
// loop (String($v, {Array => {'format' => '%|a'}})) is a new hash on
// every turn.
var userMapsByText struct {
	sync.Mutex
	m map[string]*FormatMap
}

// cachedFormatMap is NewFormatMap(h), built once per hash, or per text
// for a hash of built-in types.
func cachedFormatMap(h *types.Hash) (*FormatMap, error) {
	key := weak.Make(h)
	userMaps.Lock()
	m, ok := userMaps.m[key]
	userMaps.Unlock()
	if ok {
		return m, nil
	}
	text, byText := formatsText(h)
	if byText {
		userMapsByText.Lock()
		m, ok = userMapsByText.m[text]
		userMapsByText.Unlock()
	}
	if !ok {
		var err error
		if m, err = NewFormatMap(h); err != nil {
			return nil, err
		}
		if byText {
			userMapsByText.Lock()
			if userMapsByText.m == nil || len(userMapsByText.m) >= maxCachedUserMaps {
				userMapsByText.m = make(map[string]*FormatMap)
			}
			userMapsByText.m[text] = m
			userMapsByText.Unlock()
		}
	}
	userMaps.Lock()
	if userMaps.m == nil || len(userMaps.m) >= maxCachedUserMaps {
		userMaps.m = make(map[weak.Pointer[types.Hash]]*FormatMap)
	}
	userMaps.m[key] = m
	userMaps.Unlock()
	return m, nil
}

// formatsText writes a format hash made of built-in types (see
// types.Intrinsic) as a text that tells its format map: its entries in
// order, each part led by its length. ok is false for a hash with other
// types or with parts NewFormatMap would refuse.
func formatsText(h *types.Hash) (text string, ok bool) {
	var b strings.Builder
	put := func(s string) {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
	putType := func(v types.Value) bool {
		t, ok := v.(types.Type)
		if ok && types.Intrinsic(t) {
			put(types.KeyString(t))
		}
		return ok && types.Intrinsic(t)
	}
	for _, e := range h.Entries() {
		if !putType(e.Key) {
			return "", false
		}
		switch x := e.Value.(type) {
		case types.String:
			b.WriteByte('s')
			put(string(x))
		case *types.Hash:
			b.WriteByte('{')
			for _, c := range x.Entries() {
				k, ok := c.Key.(types.String)
				if !ok {
					return "", false
				}
				put(string(k))
				switch y := c.Value.(type) {
				case types.String:
					b.WriteByte('s')
					put(string(y))
				case *types.Hash:
					b.WriteByte('{')
					for _, n := range y.Entries() {
						f, ok := n.Value.(types.String)
						if !ok || !putType(n.Key) {
							return "", false
						}
						put(string(f))
					}
					b.WriteByte('}')
				default:
					return "", false
				}
			}
			b.WriteByte('}')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// userMap validates and parses {Type => format} without merging.
func userMap(h *types.Hash) (*FormatMap, error) {
	m := &FormatMap{entries: make([]formatEntry, 0, h.Len())}
	for _, e := range h.Entries() {
		t, ok := e.Key.(types.Type)
		if !ok {
			return nil, errorf("top level keys in the format hash must be data types, got %s", describe(e.Key))
		}
		var f *Format
		var err error
		switch x := e.Value.(type) {
		case types.String:
			f, err = ParseFormat(string(x))
		case *types.Hash:
			f, err = containerInput(x)
		default:
			return nil, errorf("the format for %s must be a format string or a container format hash, got %s", t.String(), describe(e.Value))
		}
		if err != nil {
			return nil, err
		}
		m.entries = append(m.entries, formatEntry{typ: t, fmt: f})
	}
	return m, nil
}

// containerInput parses a container format hash.
func containerInput(h *types.Hash) (*Format, error) {
	var f *Format
	var sep, sep2 *string
	var nested *FormatMap
	for _, e := range h.Entries() {
		key, _ := e.Key.(types.String)
		switch key {
		case "format", "separator", "separator2":
			s, ok := e.Value.(types.String)
			if !ok {
				return nil, errorf("the container format entry '%s' must be a String, got %s", key, describe(e.Value))
			}
			str := string(s)
			switch key {
			case "format":
				var err error
				if f, err = ParseFormat(str); err != nil {
					return nil, err
				}
			case "separator":
				sep = &str
			default:
				sep2 = &str
			}
		case "string_formats":
			sf, ok := e.Value.(*types.Hash)
			if !ok {
				return nil, errorf("the container format entry 'string_formats' must be a Hash, got %s", describe(e.Value))
			}
			var err error
			if nested, err = userMap(sf); err != nil {
				return nil, err
			}
		default:
			return nil, errorf("only 'separator', 'separator2', 'format', 'string_formats' are allowed in a container format, got %s", ToString(e.Key))
		}
	}
	if f == nil {
		return nil, invalidFormat("")
	}
	r := *f
	r.separator, r.separator2, r.stringFormats = sep, sep2, nested
	return &r, nil
}

// describe names a value and its type for error messages.
func describe(v types.Value) string {
	return typeLabel(v) + " " + quoteForError(v)
}

func quoteForError(v types.Value) string {
	s, err := FormatValue(v, types.Default)
	if err != nil {
		return ToString(v)
	}
	if _, ok := v.(types.String); ok {
		return quote.Single(s)
	}
	return s
}
