package construct

import (
	"encoding/base64"
	"strings"
	"unicode/utf8"

	"prepl/types"
)

// binaryConstructor is Binary.new: from a string in one of the formats
// %B (strict base64, the default), %b (lenient base64), %u (URL-safe
// base64), %s (the string's UTF-8 bytes) and %r (the string's raw
// bytes), from an array of bytes, or from a hash of either form.
var binaryConstructor = &sigConstructor{
	name: "new_Binary",
	local: []string{
		"ByteInteger = Integer[0, 255]",
		`Base64Format = Enum["%b", "%u", "%B", "%s", "%r"]`,
		`StringHash = Struct[{value => String, "format" => Optional[Base64Format]}]`,
		"ArrayHash = Struct[{value => Array[ByteInteger]}]",
		"BinaryArgsHash = Variant[StringHash, ArrayHash]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("str", "String"), optionalParam("format", "Base64Format")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return binaryFromString(args[0], argAt(args, 1))
			},
		},
		{
			params: []ctorParam{reqParam("byte_array", "Array[ByteInteger]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return binaryFromBytes(args[0].(*types.Array)), nil
			},
		},
		{
			params: []ctorParam{reqParam("hash_args", "BinaryArgsHash")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				if a, ok := hashArg(h, "value").(*types.Array); ok {
					return binaryFromBytes(a), nil
				}
				return binaryFromString(hashArg(h, "value"), hashArg(h, "format"))
			},
		},
	},
}

// binaryFromBytes is Binary([1, 2, 3]).
func binaryFromBytes(a *types.Array) *types.Binary {
	bs := make([]byte, a.Len())
	for i, v := range a.Elements() {
		bs[i] = byte(v.(types.Int))
	}
	return types.NewBinary(bs)
}

// binaryFromString decodes a string in a Base64Format (nil: %B).
func binaryFromString(str, format types.Value) (types.Value, error) {
	s := string(str.(types.String))
	f, _ := format.(types.String)
	var bs []byte
	var err error
	switch f {
	case "", "%B":
		bs, err = strictBase64(s)
	case "%b":
		bs = lenientBase64(s)
	case "%u":
		bs, err = urlSafeBase64(s)
	case "%s":
		if !utf8.ValidString(s) {
			return nil, newErrorf("The given string in encoding 'UTF-8' is invalid. Cannot create a Binary UTF-8 representation")
		}
		bs = []byte(s)
	case "%r":
		bs = []byte(s)
	}
	if err != nil {
		return nil, err
	}
	return types.NewBinary(bs), nil
}

// errInvalidBase64 is Ruby's error for text the strict decoders reject.
func errInvalidBase64() error { return newErrorf("invalid base64") }

// strictBase64 decodes RFC 4648 base64 with padding and nothing else
// (Ruby's strict_decode64): no line breaks, no stray characters.
func strictBase64(s string) ([]byte, error) {
	if strings.ContainsAny(s, "\r\n") {
		return nil, errInvalidBase64()
	}
	bs, err := base64.StdEncoding.Strict().DecodeString(s)
	if err != nil {
		return nil, errInvalidBase64()
	}
	return bs, nil
}

// urlSafeBase64 decodes the URL-safe alphabet; padding may be left out
// (Ruby's urlsafe_decode64).
func urlSafeBase64(s string) ([]byte, error) {
	if !strings.HasSuffix(s, "=") && len(s)%4 != 0 {
		s += strings.Repeat("=", 4-len(s)%4)
	}
	return strictBase64(strings.NewReplacer("-", "+", "_", "/").Replace(s))
}

// lenientBase64 decodes as Ruby's decode64 does: characters outside the
// alphabet are skipped, a '=' where the third or fourth character of a
// group is due ends the data, and a final group of two or three
// characters still yields its bytes.
func lenientBase64(s string) []byte {
	i := 0
	// next returns the value of the next alphabet character; at a '='
	// it stops when stopAtPad is set.
	next := func(stopAtPad bool) (byte, bool) {
		for ; i < len(s); i++ {
			if v := base64Value(s[i]); v >= 0 {
				i++
				return byte(v), true
			}
			if stopAtPad && s[i] == '=' {
				return 0, false
			}
		}
		return 0, false
	}
	out := make([]byte, 0, len(s)*3/4)
	for {
		a, ok := next(false)
		if !ok {
			return out
		}
		b, ok := next(false)
		if !ok {
			return out
		}
		c, ok := next(true)
		if !ok {
			return append(out, a<<2|b>>4)
		}
		d, ok := next(true)
		if !ok {
			return append(out, a<<2|b>>4, b<<4|c>>2)
		}
		out = append(out, a<<2|b>>4, b<<4|c>>2, c<<6|d)
	}
}

// base64Value is the value of a character of the standard alphabet, -1
// for others.
func base64Value(c byte) int {
	switch {
	case c >= 'A' && c <= 'Z':
		return int(c - 'A')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 26
	case c >= '0' && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}
