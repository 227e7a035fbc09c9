package stdlib

import (
	"crypto/md5"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// Password hashes: crypt(3)'s MD5, SHA-256 and SHA-512 schemes as glibc
// computes them (what Ruby's String#crypt gives on Linux), and stdlib's
// salted SHA-512 and PBKDF2 forms.
func init() {
	register(
		builtins.Function3x("pw_hash", "Hashes a password with crypt(3): pw_hash(password, 'SHA-512' | 'SHA-256' | 'MD5', salt); an empty password gives undef.", 3, pwHash),
		fn3("str2saltedsha512", "Returns a salted SHA-512 hash of a password (a random 4-byte salt followed by the digest, as hexadecimal), as macOS user resources want it.", str2saltedsha512),
		fn3("str2saltedpbkdf2", "Returns the PBKDF2-HMAC-SHA512 hash of a password for a salt and number of iterations (40000 to 70000), as macOS user resources want it: {password_hex, salt_hex, iterations}.", str2saltedpbkdf2),
	)
}

var cryptSalt = lazyre.New(`\A[a-zA-Z0-9./]+\z`)

// unwrapArgs replaces Sensitive arguments with their values.
func unwrapArgs(args []types.Value) []types.Value {
	out := make([]types.Value, len(args))
	for i, a := range args {
		if s, ok := a.(*types.Sensitive); ok {
			a = s.Unwrap()
		}
		out[i] = a
	}
	return out
}

func pwHash(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 3 {
		return nil, c.ErrorAt("pw_hash(): wrong number of arguments (%d for 3)", len(args))
	}
	args = unwrapArgs(args)
	password, ok := args[0].(types.String)
	if !ok && !isNil(args[0]) {
		return nil, c.ErrorAt("pw_hash(): first argument must be a string")
	}
	kind, ok := args[1].(types.String)
	if !ok {
		return nil, c.ErrorAt("pw_hash(): second argument must be a string")
	}
	var prefix string
	switch strings.ToLower(string(kind)) {
	case "md5":
		prefix = "1"
	case "sha-256":
		prefix = "5"
	case "sha-512":
		prefix = "6"
	case "bcrypt", "bcrypt-a", "bcrypt-x", "bcrypt-y":
		return nil, c.ErrorAt("pw_hash(): %s hashes are not supported here", kind)
	default:
		return nil, c.ErrorAt("pw_hash(): %s is not a valid hash type", kind)
	}
	salt, ok := args[2].(types.String)
	if !ok {
		return nil, c.ErrorAt("pw_hash(): third argument must be a string")
	}
	if salt == "" {
		return nil, c.ErrorAt("pw_hash(): third argument must not be empty")
	}
	if !cryptSalt().MatchString(string(salt)) {
		return nil, c.ErrorAt("pw_hash(): characters in salt must be in the set [a-zA-Z0-9./]")
	}
	if password == "" {
		return types.Undef, nil
	}
	switch prefix {
	case "1":
		return types.String(md5Crypt([]byte(password), string(salt))), nil
	case "5":
		return types.String(shaCrypt(sha256.New, "5", []byte(password), string(salt), sha256Order)), nil
	}
	return types.String(shaCrypt(sha512.New, "6", []byte(password), string(salt), sha512Order)), nil
}

const cryptAlphabet = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// b64From24 appends n characters of crypt's base 64 for three bytes.
func b64From24(b *strings.Builder, b2, b1, b0 byte, n int) {
	w := uint32(b2)<<16 | uint32(b1)<<8 | uint32(b0)
	for ; n > 0; n-- {
		b.WriteByte(cryptAlphabet[w&0x3f])
		w >>= 6
	}
}

// The order in which the SHA-crypt schemes encode the digest's bytes, in
// groups of three (the last group shorter).
var (
	sha512Order = [][]int{{0, 21, 42}, {22, 43, 1}, {44, 2, 23}, {3, 24, 45}, {25, 46, 4}, {47, 5, 26}, {6, 27, 48}, {28, 49, 7}, {50, 8, 29}, {9, 30, 51}, {31, 52, 10}, {53, 11, 32}, {12, 33, 54}, {34, 55, 13}, {56, 14, 35}, {15, 36, 57}, {37, 58, 16}, {59, 17, 38}, {18, 39, 60}, {40, 61, 19}, {62, 20, 41}, {63}}
	sha256Order = [][]int{{0, 10, 20}, {21, 1, 11}, {12, 22, 2}, {3, 13, 23}, {24, 4, 14}, {15, 25, 5}, {6, 16, 26}, {27, 7, 17}, {18, 28, 8}, {9, 19, 29}, {31, 30}}
)

// repeatTo is s repeated to n bytes.
func repeatTo(s []byte, n int) []byte {
	out := make([]byte, 0, n)
	for len(out)+len(s) <= n {
		out = append(out, s...)
	}
	return append(out, s[:n-len(out)]...)
}

// shaCrypt is the SHA-crypt scheme ($5$, $6$) with the default 5000
// rounds.
func shaCrypt(newHash func() hash.Hash, id string, pw []byte, salt string, order [][]int) string {
	const rounds = 5000
	if len(salt) > 16 {
		salt = salt[:16]
	}
	s := []byte(salt)
	sum := func(parts ...[]byte) []byte {
		h := newHash()
		for _, p := range parts {
			h.Write(p)
		}
		return h.Sum(nil)
	}
	b := sum(pw, s, pw)
	a := newHash()
	a.Write(pw)
	a.Write(s)
	a.Write(repeatTo(b, len(pw)))
	for n := len(pw); n > 0; n >>= 1 {
		if n&1 != 0 {
			a.Write(b)
		} else {
			a.Write(pw)
		}
	}
	digest := a.Sum(nil)
	dp := newHash()
	for range pw {
		dp.Write(pw)
	}
	p := repeatTo(dp.Sum(nil), len(pw))
	ds := newHash()
	for i := 0; i < 16+int(digest[0]); i++ {
		ds.Write(s)
	}
	sp := repeatTo(ds.Sum(nil), len(s))
	for i := 0; i < rounds; i++ {
		h := newHash()
		if i&1 != 0 {
			h.Write(p)
		} else {
			h.Write(digest)
		}
		if i%3 != 0 {
			h.Write(sp)
		}
		if i%7 != 0 {
			h.Write(p)
		}
		if i&1 != 0 {
			h.Write(digest)
		} else {
			h.Write(p)
		}
		digest = h.Sum(nil)
	}
	var out strings.Builder
	out.WriteString("$" + id + "$" + salt + "$")
	for _, g := range order {
		switch len(g) {
		case 3:
			b64From24(&out, digest[g[0]], digest[g[1]], digest[g[2]], 4)
		case 2:
			b64From24(&out, 0, digest[g[0]], digest[g[1]], 3)
		case 1:
			b64From24(&out, 0, 0, digest[g[0]], 2)
		}
	}
	return out.String()
}

// md5Crypt is the MD5-crypt scheme ($1$).
func md5Crypt(pw []byte, salt string) string {
	if len(salt) > 8 {
		salt = salt[:8]
	}
	s := []byte(salt)
	alt := md5.Sum(append(append(append([]byte(nil), pw...), s...), pw...))
	ctx := md5.New()
	ctx.Write(pw)
	ctx.Write([]byte("$1$"))
	ctx.Write(s)
	ctx.Write(repeatTo(alt[:], len(pw)))
	for n := len(pw); n > 0; n >>= 1 {
		if n&1 != 0 {
			ctx.Write([]byte{0})
		} else {
			ctx.Write(pw[:1])
		}
	}
	final := ctx.Sum(nil)
	for i := 0; i < 1000; i++ {
		h := md5.New()
		if i&1 != 0 {
			h.Write(pw)
		} else {
			h.Write(final)
		}
		if i%3 != 0 {
			h.Write(s)
		}
		if i%7 != 0 {
			h.Write(pw)
		}
		if i&1 != 0 {
			h.Write(final)
		} else {
			h.Write(pw)
		}
		final = h.Sum(nil)
	}
	var out strings.Builder
	out.WriteString("$1$" + salt + "$")
	for _, g := range [][3]int{{0, 6, 12}, {1, 7, 13}, {2, 8, 14}, {3, 9, 15}, {4, 10, 5}} {
		b64From24(&out, final[g[0]], final[g[1]], final[g[2]], 4)
	}
	b64From24(&out, 0, 0, final[11], 2)
	return out.String()
}

func str2saltedsha512(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("str2saltedsha512(): Wrong number of arguments passed (%d but we require 1)", len(args))
	}
	pw, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("str2saltedsha512(): Requires a String argument, you passed: %s", types.RubyClassName(args[0]))
	}
	var seed [4]byte
	if _, err := rand.Read(seed[:]); err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	binary.LittleEndian.PutUint32(seed[:], binary.LittleEndian.Uint32(seed[:])&0x7fffffff)
	sum := sha512.Sum512(append(seed[:], pw...))
	return types.String(hex.EncodeToString(append(seed[:], sum[:]...))), nil
}

func str2saltedpbkdf2(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 3 {
		return nil, c.ErrorAt("str2saltedpbkdf2(): wrong number of arguments (%d for 3)", len(args))
	}
	args = unwrapArgs(args)
	pw, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("str2saltedpbkdf2(): first argument must be a string")
	}
	salt, ok := args[1].(types.String)
	if !ok {
		return nil, c.ErrorAt("str2saltedpbkdf2(): second argument must be a string")
	}
	if len(salt) < 8 {
		return nil, c.ErrorAt("str2saltedpbkdf2(): second argument must be at least 8 bytes long")
	}
	iter, ok := args[2].(types.Int)
	if !ok {
		return nil, c.ErrorAt("str2saltedpbkdf2(): third argument must be an integer")
	}
	if iter <= 40000 || iter >= 70000 {
		return nil, c.ErrorAt("str2saltedpbkdf2(): third argument must be between 40,000 and 70,000")
	}
	key, err := pbkdf2.Key(sha512.New, string(pw), []byte(salt), int(iter), 128)
	if err != nil {
		return nil, c.ErrorAt("%s", err.Error())
	}
	b := types.NewHashBuilder(3)
	b.Set(types.String("password_hex"), types.String(hex.EncodeToString(key)))
	b.Set(types.String("salt_hex"), types.String(hex.EncodeToString([]byte(salt))))
	b.Set(types.String("iterations"), iter)
	return b.Build(), nil
}
