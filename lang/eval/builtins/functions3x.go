package builtins

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"prepl/types/regexptext"
	"slices"
	"strings"

	"prepl/display"
	"prepl/internal/ruby/rubystr"
	"prepl/lang/eval"
	"prepl/lang/eval/resourcetypes"
	"prepl/types"
)

// Puppet's older (3.x API) functions take any arguments (and ignore a
// block), count them themselves, and see them converted: undef as '' at the top level,
// regexps, versions, binaries and time values as strings.

// impl3x implements a 3.x function on converted arguments.
type impl3x func(c *eval.Call, args []types.Value) (types.Value, error)

// function3x builds a 3.x-style function. arity is the exact number of
// arguments, or -(n+1) for at least n, as Puppet declares them.
func function3x(name, doc string, arity int, impl impl3x) *eval.Function {
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "args", Repeated: true, Optional: true}},
			// The 3.x API passes no block: one given is ignored.
			Block: &eval.BlockParam{Name: "block", Type: "Callable", Optional: true, Ignored: true},
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				switch {
				case arity >= 0 && len(args) != arity:
					return nil, c.Errorf("Wrong number of arguments given (%d for %d)", len(args), arity)
				case arity < 0 && len(args) < -arity-1:
					return nil, c.Errorf("Wrong number of arguments given (%d for minimum %d)", len(args), -arity-1)
				}
				// Strings, numbers and booleans pass unchanged: a call
				// of only those (most calls) converts and copies nothing.
				conv := args
				var cv *converter3x
				for i, a := range args {
					if plain3x(a) {
						continue
					}
					if cv == nil {
						cv = &converter3x{done: map[types.Value]types.Value{}, poll: c.Poll()}
						conv = slices.Clone(args)
					}
					v, err := cv.convert(a, true)
					if cv.poll.Err() != nil {
						return nil, c.InterruptedError()
					}
					if err != nil {
						return nil, c.ErrorAt("%s", err.Error())
					}
					conv[i] = v
				}
				return impl(c, conv)
			},
		}},
	}
}

// converter3x converts the arguments of a 3.x function call. A
// collection is converted once however often it occurs (done remembers
// it), so a value made of shared parts stays as small as it is; poll
// stops the walk when the evaluation is interrupted.
type converter3x struct {
	done map[types.Value]types.Value
	poll types.Poll
}

// plain3x reports whether v is a value the 3.x conversion leaves as it
// is and that holds no values that it could change.
func plain3x(v types.Value) bool {
	switch v.(type) {
	case types.String, types.Int, types.Float, types.Bool:
		return true
	}
	return false
}

// convert converts an argument (top) or a part of one.
func (cv *converter3x) convert(v types.Value, top bool) (types.Value, error) {
	switch x := v.(type) {
	case nil, types.UndefValue:
		if top {
			return types.String(""), nil
		}
		return types.Undef, nil
	case *types.Regexp:
		return types.String(regexptext.String(x.Source())), nil
	case *types.SemVer, *types.SemVerRange, *types.Binary, types.Timespan, types.Timestamp:
		return types.String(display.ToString(v)), nil
	case *types.Iterator:
		return nil, fmt.Errorf("Use of an Iterator is not supported here")
	}
	switch v.(type) {
	case *types.Array, *types.Hash:
		if out, ok := cv.done[v]; ok {
			return out, nil
		}
	}
	if out, ok, err := mapContainer(v, true, func(e types.Value) (types.Value, error) {
		if cv.poll.Stop() {
			return nil, cv.poll.Err()
		}
		return cv.convert(e, false)
	}); ok {
		if err == nil {
			cv.done[v] = out
		}
		return out, err
	}
	return v, nil
}

// stringArg is what Ruby's string-only methods accept: a String, or the
// error Ruby raises for anything else.
func stringArg(c *eval.Call, v types.Value) (string, error) {
	if s, ok := v.(types.String); ok {
		return string(s), nil
	}
	return "", c.ErrorAt("no implicit conversion of %s into String", rubyImplicitName(v))
}

// resourceNamevar names the attribute under which Ruby's inspect of a
// resource of that type shows its title: the namevar of a built-in type,
// name for the others (defines, classes). A built-in type whose title
// patterns all refuse the title makes no resource.
func resourceNamevar(typeName, title string) (string, error) {
	t, ok := resourcetypes.Lookup(strings.ToLower(typeName))
	if !ok {
		return "name", nil
	}
	if _, _, ok := t.ParseTitle(title); !ok && len(t.TitlePatterns) > 0 {
		return "", fmt.Errorf("No set of title patterns matched the title %q.", title)
	}
	return t.Namevar(), nil
}

func init() {
	digest := func(name, doc string, sum func([]byte) []byte) *eval.Function {
		return function3x(name, doc, 1, func(c *eval.Call, args []types.Value) (types.Value, error) {
			s, err := stringArg(c, args[0])
			if err != nil {
				return nil, err
			}
			return types.String(hex.EncodeToString(sum([]byte(s)))), nil
		})
	}
	eval.Register(
		digest("md5", "Returns the MD5 digest of a string as hexadecimal text.", func(b []byte) []byte { s := md5.Sum(b); return s[:] }),
		digest("sha1", "Returns the SHA1 digest of a string as hexadecimal text.", func(b []byte) []byte { s := sha1.Sum(b); return s[:] }),
		digest("sha256", "Returns the SHA256 digest of a string as hexadecimal text.", func(b []byte) []byte { s := sha256.Sum256(b); return s[:] }),
		digest("digest", "Returns the digest of a string, as hexadecimal text, with Puppet's configured digest algorithm (sha256).", func(b []byte) []byte { s := sha256.Sum256(b); return s[:] }),
		function3x("sprintf", "Formats the arguments after the first as the format string says, with Ruby's format directives (%s, %d, %05.2f, %x, %<name>s with a hash argument, ...).", -2, func(c *eval.Call, args []types.Value) (types.Value, error) {
			f, err := stringArg(c, args[0])
			if err != nil {
				return nil, err
			}
			s, err := display.SprintfPolled(f, args[1:], resourceNamevar, c.Poll())
			if errors.Is(err, types.ErrInterrupted) {
				return nil, c.InterruptedError()
			}
			if err != nil {
				return nil, c.ErrorAt("%s", err.Error())
			}
			return types.String(s), nil
		}),
		function3x("shellquote", "Quotes each argument (arrays contribute their elements) for a Bourne shell, choosing plain, double or single quotes as the text needs, and joins them with spaces.", -1, shellquote),
		function3x("fqdn_rand", "Returns a number from 0 to MAX-1 that is random but always the same for the same node (its fully qualified domain name), MAX and optional seed; a true third argument ignores the case of the domain name.", -2, fqdnRand),
	)
}

func shellquote(c *eval.Call, args []types.Value) (types.Value, error) {
	const safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%_+=:,./-"
	const dangerous = "!\"`$\\"
	words, err := Flatten(c, args)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(words))
	for _, w := range words {
		s, ok := w.(types.String)
		if !ok {
			// What Ruby says when the word is not a String: a hash has a
			// length but cannot be added to a string, the default symbol
			// has a length but no count, the rest have no length.
			switch w.(type) {
			case *types.Hash:
				return nil, c.ErrorAt("no implicit conversion of Hash into String")
			case types.DefaultValue:
				return nil, c.ErrorAt("undefined method `count' for :default:Symbol")
			}
			return nil, c.ErrorAt("%s", rubyNoMethod("length", w))
		}
		word := string(s)
		switch {
		case word != "" && strings.Trim(word, safe) == "":
			out = append(out, word)
		case !strings.ContainsAny(word, dangerous):
			out = append(out, `"`+word+`"`)
		case !strings.Contains(word, "'"):
			out = append(out, "'"+word+"'")
		default:
			var b strings.Builder
			b.WriteByte('"')
			for i := 0; i < len(word); i++ {
				if strings.IndexByte(dangerous, word[i]) >= 0 {
					b.WriteByte('\\')
				}
				b.WriteByte(word[i])
			}
			b.WriteByte('"')
			out = append(out, b.String())
		}
	}
	return types.String(strings.Join(out, " ")), nil
}

func fqdnRand(c *eval.Call, args []types.Value) (types.Value, error) {
	max := rubyToI(args[0])
	var seed types.Value = types.Undef
	if len(args) > 1 {
		seed = args[1]
	}
	// Ruby's truth: only nil and false are false ('' is true).
	downcase := len(args) > 2 && !types.IsUndef(args[2]) && args[2] != types.Bool(false)
	var fqdn types.Value = types.Undef
	if facts, ok, _ := c.LookupVariable("facts"); ok {
		if v, derr := dig(facts, []types.Value{types.String("networking"), types.String("fqdn")}); derr == nil {
			fqdn = v
		}
	}
	if downcase {
		s, ok := fqdn.(types.String)
		if !ok {
			return nil, c.ErrorAt("%s", rubyNoMethod("downcase", fqdn))
		}
		fqdn = types.String(rubystr.Downcase(string(s)))
	}
	var b strings.Builder
	joinInto(&b, types.ArrayOf(fqdn, types.Int(max), seed), ":", true, nil)
	sum := md5.Sum([]byte(b.String()))
	s := new(big.Int).SetBytes(sum[:])
	if max <= 0 {
		return nil, c.ErrorAt("invalid argument - %d", max)
	}
	return types.Int(newRubyRandom(s).limited(uint64(max) - 1)), nil
}

// rubyToI is Ruby's to_i for the values fqdn_rand's bound may be: an
// Integer, a Float truncated, or the leading decimal digits of a string.
func rubyToI(v types.Value) int64 {
	switch x := v.(type) {
	case types.Int:
		return int64(x)
	case types.Float:
		return int64(x)
	case types.String:
		s := strings.TrimLeft(string(x), " \t\n\v\f\r")
		neg := false
		if s != "" && (s[0] == '-' || s[0] == '+') {
			neg = s[0] == '-'
			s = s[1:]
		}
		var n int64
		for i := 0; i < len(s); i++ {
			ch := s[i]
			if ch == '_' && i > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				continue
			}
			if ch < '0' || ch > '9' {
				break
			}
			n = n*10 + int64(ch-'0')
		}
		if neg {
			return -n
		}
		return n
	}
	return 0
}
