package stdlib

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"math/big"
	"math/rand/v2"
	"net/netip"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// The remaining functions: ranges and orderings, seeded randomness, the
// node's network facts, legacy validation.
func init() {
	register(
		fn3("range", "Returns the values from a start to a stop (numbers, or strings such as 'a'..'e' by Ruby's succ), given as two arguments with an optional step or as one string '1..5', '1...5' or '1-5'.", rangeFn),
		fn3("reverse", "Reverses an array or a string.", func(c *eval.Call, args []types.Value) (types.Value, error) {
			if len(args) == 0 {
				return nil, c.ErrorAt("reverse(): Wrong number of arguments given (0 for 1)")
			}
			switch x := args[0].(type) {
			case *types.Array:
				els := x.Elements()
				out := make([]types.Value, len(els))
				for i, e := range els {
					out[len(els)-1-i] = e
				}
				return types.NewArray(out), nil
			case types.String:
				rs := []rune(string(x))
				for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
					rs[i], rs[j] = rs[j], rs[i]
				}
				return types.String(string(rs)), nil
			}
			return nil, c.ErrorAt("reverse(): Requires either array or string to work with")
		}),
		fn3("shuffle", "Returns the elements of an array, or the characters of a string, in a random order.", shuffle),
		&eval.Function{
			Name: "stdlib::merge",
			Doc:  "Merges hashes (later keys win; undef and '' are skipped), or, with a block, merges the hashes the block returns for each element of an iterable (the block takes the hash so far and the element, or its index or key and value).",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "args", Type: "Variant[Hash[Scalar,Any], Undef, String[0,0]]", Repeated: true, Optional: true}}, Returns: "Hash[Scalar,Any]", Call: mergeHashes},
				{Params: []eval.Param{{Name: "args", Type: "Iterable", Repeated: true, Optional: true}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[3,3]"}, Returns: "Hash", Call: mergeIterable},
				{Params: []eval.Param{{Name: "args", Type: "Iterable", Repeated: true, Optional: true}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[2,2]"}, Returns: "Hash", Call: mergeIterable},
			},
		},
		&eval.Function{
			Name: "stdlib::seeded_rand",
			Doc:  "Returns a number from 0 to MAX-1 that is random but always the same for the same seed.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "max", Type: "Integer[1]"}, {Name: "seed", Type: "String"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				sum := md5.Sum([]byte(args[1].(types.String)))
				return types.Int(builtins.NewRubyRandom(new(big.Int).SetBytes(sum[:])).Rand(int64(args[0].(types.Int)))), nil
			}}},
		},
		&eval.Function{
			Name:       "stdlib::seeded_rand_string",
			Doc:        "Returns a string of a length, random but always the same for the same seed, from a set of characters (letters and digits unless given).",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "length", Type: "Integer[1]"}, {Name: "seed", Type: "String"}, {Name: "charset", Type: "String[2]", Optional: true}}, Call: seededRandString}},
		},
		&eval.Function{
			Name: "stdlib::fqdn_rotate",
			Doc:  "Rotates an array (or the characters of a string) by a number of places that is random but always the same for the node (its fully qualified domain name) and the optional seeds.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "input", Type: "String"}, {Name: "seeds", Type: "Variant[Integer,String]", Repeated: true, Optional: true}}, Returns: "String", Call: fqdnRotate},
				{Params: []eval.Param{{Name: "input", Type: "Array"}, {Name: "seeds", Type: "Variant[Integer,String]", Repeated: true, Optional: true}}, Returns: "Array", Call: fqdnRotate},
			},
		},
		&eval.Function{
			Name:       "stdlib::fqdn_rand_string",
			Doc:        "Returns a string of a length, random but always the same for the node and the optional seeds, from a set of characters (letters and digits unless given).",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "length", Type: "Integer[1]"}, {Name: "charset", Type: "Optional[String]", Optional: true}, {Name: "seed", Repeated: true, Optional: true}}, Call: fqdnRandString}},
		},
		fn3("fqdn_uuid", "Returns the version 5 UUID of a fully qualified domain name in the DNS namespace.", fqdnUUID),
		&eval.Function{
			Name:       "stdlib::ip_in_range",
			Doc:        "Tells whether an IP address is in a network ('10.0.0.0/8') or in any of an array of them.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "ipaddress", Type: "String"}, {Name: "range", Type: "Variant[String, Array]"}}, Returns: "Boolean", Call: ipInRange}},
		},
		&eval.Function{
			Name: "stdlib::has_interface_with",
			Doc:  "Tells whether the node has a network interface of a name, or one whose ip, mac, netmask or network fact has a value.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "interface", Type: "String[1]"}}, Returns: "Boolean", Call: hasInterfaceWith},
				{Params: []eval.Param{{Name: "kind", Type: "Enum['macaddress','netmask','ipaddress','network','ip','mac']"}, {Name: "value", Type: "String[1]"}}, Returns: "Boolean", Call: hasInterfaceWith},
			},
		},
		fn3("enclose_ipv6", "Puts IPv6 addresses (a string or an array of them) in brackets, as URLs need them; other addresses and '*' stay as they are.", encloseIPv6),
		&eval.Function{
			Name: "validate_legacy",
			Doc:  "Deprecated: fails unless a value is of a type (given as a type or a string), naming the legacy validate function the check replaces.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "target_type", Type: "Type"}, {Name: "function_name", Type: "String"}, {Name: "value"}, {Name: "args", Repeated: true, Optional: true}}, Call: validateLegacy},
				{Params: []eval.Param{{Name: "type_string", Type: "String"}, {Name: "function_name", Type: "String"}, {Name: "value"}, {Name: "args", Repeated: true, Optional: true}}, Call: validateLegacy},
			},
		},
		&eval.Function{
			Name:       "stdlib::os_version_gte",
			Doc:        "Tells whether the node runs an operating system (os.name) at least at a major release.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "os", Type: "String[1]"}, {Name: "version", Type: "String[1]"}}, Returns: "Boolean", Call: osVersionGte}},
		},
		builtins.Function3x("convert_base", "Writes an integer (or a string of decimal digits) in another base, from 2 to 36.", 2, convertBase),
		builtins.Function3x("clamp", "Returns the middle one of three numbers (or numeric strings), which keeps the value between the other two.", -2, clamp),
		&eval.Function{
			Name: "stdlib::nested_values",
			Doc:  "Returns the values of a hash and of the hashes nested in it, depth first.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "hash", Type: "Hash"}}, Returns: "Array", Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return types.NewArray(nestedValues(args[0].(*types.Hash), nil)), nil
			}}},
		},
		&eval.Function{
			Name: "stdlib::sort_by",
			Doc:  "Sorts an array, the characters of a string or the entries of a hash by what the block returns for each.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "ary", Type: "Array"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[1,1]"}, Call: sortBy},
				{Params: []eval.Param{{Name: "str", Type: "String"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[1,1]"}, Call: sortBy},
				{Params: []eval.Param{{Name: "hsh", Type: "Hash"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[1,1]"}, Call: sortBy},
				{Params: []eval.Param{{Name: "hsh", Type: "Hash"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[2,2]"}, Call: sortBy},
			},
		},
		&eval.Function{
			Name: "stdlib::has_function",
			Doc:  "Tells whether a function of that name can be called.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "function_name", Type: "String[1]"}}, Returns: "Boolean", Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return types.BoolOf(c.FunctionExists(string(args[0].(types.String)))), nil
			}}},
		},
		fn3("glob", "Returns the paths that match a shell pattern, or any of an array of patterns.", glob),
	)
}

var rangeSpec = lazyre.New(`(?m)^(\w+)(\.\.\.?|-)(\w+)$`)

func rangeFn(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("range(): Wrong number of arguments given (0 for 1)")
	}
	var start, stop types.Value
	step := int64(1)
	exclusive := false
	if len(args) > 1 {
		start, stop = args[0], args[1]
		if len(args) > 2 && !isNil(args[2]) {
			step = rubyToI(args[2])
			if step < 0 {
				step = -step
			}
			if step == 0 {
				return nil, c.ErrorAt("range(): 3rd arg (step size) must be a non zero integer (e.g. 1 or -1)")
			}
		}
	} else {
		s, ok := args[0].(types.String)
		if !ok {
			return nil, c.ErrorAt("undefined method `match' for %s:%s", builtins.RubyInspect(args[0]), types.RubyClassName(args[0]))
		}
		m := rangeSpec().FindStringSubmatch(string(s))
		switch {
		case m != nil:
			start, stop, exclusive = types.String(m[1]), types.String(m[3]), m[2] == "..."
		case s != "":
			return nil, c.ErrorAt("range(): Unable to compute range from the value: %s", s)
		default:
			return nil, c.ErrorAt("range(): Unknown range format: %s", s)
		}
	}
	var out []types.Value
	if digits().MatchString(builtins.RubyToS(start)) {
		a, b := rubyToI(start), rubyToI(stop)
		if exclusive {
			b--
		}
		for i := a; i <= b && len(out) < 1000000; i += step {
			out = append(out, types.Int(i))
		}
		return types.NewArray(out), nil
	}
	a, b := builtins.RubyToS(start), builtins.RubyToS(stop)
	i := int64(0)
	stringUpto(a, b, exclusive, func(s string) bool {
		if i%step == 0 {
			out = append(out, types.String(s))
		}
		i++
		return len(out) < 1000000
	})
	return types.NewArray(out), nil
}

// rubyToI is Ruby's to_i of a 3.x argument.
func rubyToI(v types.Value) int64 {
	switch x := v.(type) {
	case types.Int:
		return int64(x)
	case types.Float:
		return int64(x)
	}
	return leadingInt(builtins.RubyToS(v))
}

// stringUpto is Ruby's String#upto: from a to b by String#succ, stopping
// at b or when the strings grow longer than b.
func stringUpto(a, b string, exclusive bool, yield func(string) bool) {
	if len(a) == 1 && len(b) == 1 {
		for ch := a[0]; ch <= b[0]; ch++ {
			if exclusive && ch == b[0] || !yield(string(ch)) {
				return
			}
			if ch == 255 {
				return
			}
		}
		return
	}
	if a > b && len(a) >= len(b) || exclusive && a == b {
		return
	}
	for n := a; len(n) <= len(b); n = succ(n) {
		if n == b {
			if !exclusive {
				yield(n)
			}
			return
		}
		if !yield(n) {
			return
		}
	}
}

// succ is Ruby's String#succ for the strings ranges use: the rightmost
// letter or digit incremented, carrying to the left, a new character
// added when the leftmost one carries.
func succ(s string) string {
	b := []byte(s)
	hasAlnum := false
	for _, c := range b {
		if isAlnum(c) {
			hasAlnum = true
			break
		}
	}
	if !hasAlnum {
		if len(b) == 0 {
			return ""
		}
		b[len(b)-1]++
		return string(b)
	}
	i := len(b) - 1
	for ; i >= 0; i-- {
		if isAlnum(b[i]) {
			break
		}
	}
	for {
		c := b[i]
		switch {
		case c == 'z':
			b[i] = 'a'
		case c == 'Z':
			b[i] = 'A'
		case c == '9':
			b[i] = '0'
		default:
			b[i]++
			return string(b)
		}
		j := i - 1
		for j >= 0 && !isAlnum(b[j]) {
			j--
		}
		if j < 0 {
			var first byte = '1'
			switch c {
			case 'z':
				first = 'a'
			case 'Z':
				first = 'A'
			}
			return string(b[:i]) + string(first) + string(b[i:])
		}
		i = j
	}
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func shuffle(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("shuffle(): Wrong number of arguments given (0 for 1)")
	}
	switch x := args[0].(type) {
	case *types.Array:
		out := append([]types.Value(nil), x.Elements()...)
		rand.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		return types.NewArray(out), nil
	case types.String:
		rs := []rune(string(x))
		rand.Shuffle(len(rs), func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
		return types.String(string(rs)), nil
	}
	return nil, c.ErrorAt("shuffle(): Requires either array or string to work with")
}

func mergeHashes(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	acc := types.EmptyHash
	for _, a := range args {
		if h, ok := a.(*types.Hash); ok {
			acc = acc.Merge(h)
		}
	}
	return acc, nil
}

func mergeIterable(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.Errorf("expects one iterable when given a block, got %d arguments", len(args))
	}
	acc := types.EmptyHash
	three := len(block.ParamNames()) == 3
	step := func(vals ...types.Value) error {
		r, err := c.CallLambda(block, append([]types.Value{acc}, vals...)...)
		if err != nil {
			return err
		}
		if h, ok := r.(*types.Hash); ok {
			acc = acc.Merge(h)
		}
		return nil
	}
	switch x := args[0].(type) {
	case *types.Hash:
		for _, en := range x.Entries() {
			var err error
			if three {
				err = step(en.Key, en.Value)
			} else {
				err = step(types.ArrayOf(en.Key, en.Value))
			}
			if err != nil {
				return nil, err
			}
		}
		return acc, nil
	}
	elems, err := iterableValues(c, args[0])
	if err != nil {
		return nil, err
	}
	for i, e := range elems {
		if three {
			err = step(types.Int(i), e)
		} else {
			err = step(e)
		}
		if err != nil {
			return nil, err
		}
	}
	return acc, nil
}

// iterableValues lists what iterating over an array, a string (its
// characters) or an integer (0 up to it) gives.
func iterableValues(c *eval.Call, v types.Value) ([]types.Value, error) {
	switch x := v.(type) {
	case *types.Array:
		return x.Elements(), nil
	case types.String:
		var out []types.Value
		for _, r := range string(x) {
			out = append(out, types.String(string(r)))
		}
		return out, nil
	case types.Int:
		var out []types.Value
		for i := types.Int(0); i < x; i++ {
			out = append(out, i)
		}
		return out, nil
	}
	return nil, c.Errorf("cannot merge over %s", types.RubyClassName(v))
}

func seededRandString(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	n := int64(args[0].(types.Int))
	charset := []rune("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
	if len(args) > 2 {
		charset = []rune(string(args[2].(types.String)))
	}
	sum := sha256.Sum256([]byte(args[1].(types.String)))
	r := builtins.NewRubyRandom(new(big.Int).SetBytes(sum[:]))
	var b strings.Builder
	for i := int64(0); i < n; i++ {
		b.WriteRune(charset[r.Rand(int64(len(charset)))])
	}
	return types.String(b.String()), nil
}

// nodeFQDN is $facts['networking']['fqdn'].
func nodeFQDN(c *eval.Call) string {
	facts := c.Evaluator().Facts()
	if n, ok := facts.GetString("networking"); ok {
		if h, ok := n.(*types.Hash); ok {
			if f, ok := h.GetString("fqdn"); ok {
				return builtins.RubyToS(f)
			}
		}
	}
	return ""
}

func fqdnRotate(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	var elems []types.Value
	str, isString := args[0].(types.String)
	if isString {
		for _, r := range string(str) {
			elems = append(elems, types.String(string(r)))
		}
	} else {
		elems = args[0].(*types.Array).Elements()
	}
	if len(elems) > 1 {
		// Ruby joins [fqdn, seeds]: the seeds add a part even when there
		// are none.
		seeds := make([]string, 0, len(args)-1)
		for _, s := range args[1:] {
			seeds = append(seeds, builtins.RubyToS(s))
		}
		sum := md5.Sum([]byte(nodeFQDN(c) + ":" + strings.Join(seeds, ":")))
		off := builtins.NewRubyRandom(new(big.Int).SetBytes(sum[:])).Rand(int64(len(elems)))
		elems = append(append([]types.Value(nil), elems[off:]...), elems[:off]...)
	}
	if isString {
		var b strings.Builder
		for _, e := range elems {
			b.WriteString(string(e.(types.String)))
		}
		return types.String(b.String()), nil
	}
	return types.NewArray(elems), nil
}

func fqdnRandString(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	n := int64(args[0].(types.Int))
	var charset []string
	if len(args) > 1 {
		if s, ok := args[1].(types.String); ok && s != "" {
			for _, r := range string(s) {
				charset = append(charset, string(r))
			}
		}
	}
	if charset == nil {
		for _, r := range "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
			charset = append(charset, string(r))
		}
	}
	var seeds []string
	if len(args) > 2 {
		all, err := builtins.Flatten(c, args[2:])
		if err != nil {
			return nil, err
		}
		for _, s := range all {
			seeds = append(seeds, builtins.RubyToS(s))
		}
	}
	var b strings.Builder
	for i := int64(0); i < n; i++ {
		seed := strings.Join(append(append([]string(nil), seeds...), strconv.FormatInt(i+1, 10)), ":")
		r, err := c.CallFunction("fqdn_rand", []types.Value{types.Int(len(charset)), types.String(seed)}, nil)
		if err != nil {
			return nil, err
		}
		b.WriteString(charset[int64(r.(types.Int))])
	}
	return types.String(b.String()), nil
}

func fqdnUUID(c *eval.Call, args []types.Value) (types.Value, error) {
	switch {
	case len(args) == 0:
		return nil, c.ErrorAt("fqdn_uuid: No arguments given")
	case len(args) > 1:
		return nil, c.ErrorAt("fqdn_uuid: Too many arguments given (%d)", len(args))
	}
	s, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("no implicit conversion of %s into String", types.RubyClassName(args[0]))
	}
	dns := []byte{0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}
	h := sha1.New()
	h.Write(dns)
	h.Write([]byte(s))
	u := h.Sum(nil)[:16]
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	x := hex.EncodeToString(u)
	return types.String(x[0:8] + "-" + x[8:12] + "-" + x[12:16] + "-" + x[16:20] + "-" + x[20:]), nil
}

// ipAddr reads an address or network as Ruby's IPAddr.new does: a
// network is its prefix (host bits cleared), an address a one-address
// network.
func ipAddr(s string) (netip.Prefix, bool) {
	if strings.Contains(s, "/") {
		addr, bits, _ := strings.Cut(s, "/")
		a, err := netip.ParseAddr(addr)
		if err != nil {
			return netip.Prefix{}, false
		}
		n, err := strconv.Atoi(bits)
		if err != nil {
			// A netmask in dotted form.
			m, err := netip.ParseAddr(bits)
			if err != nil || !m.Is4() || !a.Is4() {
				return netip.Prefix{}, false
			}
			mb := m.As4()
			v := uint32(mb[0])<<24 | uint32(mb[1])<<16 | uint32(mb[2])<<8 | uint32(mb[3])
			n = 0
			for v&0x80000000 != 0 {
				n++
				v <<= 1
			}
			if v != 0 {
				return netip.Prefix{}, false
			}
		}
		p, err := a.Prefix(n)
		return p, err == nil
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, false
	}
	return netip.PrefixFrom(a, a.BitLen()), true
}

func ipInRange(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	s := string(args[0].(types.String))
	ip, ok := ipAddr(s)
	if !ok {
		return nil, c.ErrorAt("invalid address: ")
	}
	for _, r := range toArray(args[1]) {
		rs := builtins.RubyToS(r)
		p, ok := ipAddr(rs)
		if !ok {
			return nil, c.ErrorAt("invalid address: ")
		}
		if p.Addr().Is4() == ip.Addr().Is4() && p.Contains(ip.Addr()) {
			return types.True, nil
		}
	}
	return types.False, nil
}

func hasInterfaceWith(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	var ifaces *types.Hash
	if n, ok := c.Evaluator().Facts().GetString("networking"); ok {
		if h, ok := n.(*types.Hash); ok {
			if i, ok := h.GetString("interfaces"); ok {
				ifaces, _ = i.(*types.Hash)
			}
		}
	}
	if ifaces == nil {
		return nil, c.ErrorAt("undefined method `[]' for nil:NilClass")
	}
	if len(args) == 1 {
		return types.BoolOf(ifaces.Has(args[0])), nil
	}
	kind := string(args[0].(types.String))
	switch kind {
	case "ipaddress":
		kind = "ip"
	case "macaddress":
		kind = "mac"
	}
	for _, en := range ifaces.Entries() {
		if h, ok := en.Value.(*types.Hash); ok {
			if v, ok := h.GetString(kind); ok && rubyEqual(v, args[1], nil) {
				return types.True, nil
			}
		}
	}
	return types.False, nil
}

func encloseIPv6(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("enclose_ipv6(): Wrong number of arguments given %d for 1", len(args))
	}
	switch args[0].(type) {
	case types.String, *types.Array:
	default:
		return nil, c.ErrorAt("enclose_ipv6(): Wrong argument type given %s expected String or Array", types.RubyClassName(args[0]))
	}
	var out []types.Value
	seen := map[string]bool{}
	all, err := builtins.Flatten(c, args[:1])
	if err != nil {
		return nil, err
	}
	for _, v := range all {
		if isNil(v) {
			continue
		}
		s := builtins.RubyToS(v)
		if s != "*" {
			p, ok := ipAddr(s)
			if !ok {
				return nil, c.ErrorAt("enclose_ipv6(): Wrong argument given %s is not an ip address.", s)
			}
			if p.Addr().Is6() {
				v = types.String("[" + p.Masked().Addr().String() + "]")
			}
		}
		if out, err = uniqAppend(c, out, seen, []types.Value{v}); err != nil {
			return nil, err
		}
	}
	return types.NewArray(out), nil
}

func validateLegacy(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	deprecationWarning(c, "validate_legacy", "This method is deprecated, please use Puppet data types to validate parameters")
	t, ok := args[0].(types.Type)
	if !ok {
		var err error
		if t, err = c.ParseType(string(args[0].(types.String))); err != nil {
			return nil, err
		}
	}
	if ok, err := c.IsInstance(t, args[2]); ok || err != nil {
		return types.Undef, err
	}
	msg, err := c.DescribeMismatch("validate_legacy("+t.String()+", ...)", t, args[2])
	if err != nil {
		return nil, err
	}
	return c.CallFunction("fail", []types.Value{types.String(msg)}, nil)
}

func osVersionGte(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	os, _ := c.Evaluator().Facts().GetString("os")
	h, ok := os.(*types.Hash)
	if !ok {
		return types.False, nil
	}
	name, _ := h.GetString("name")
	if !rubyEqual(name, args[0], nil) {
		return types.False, nil
	}
	var major types.Value = types.Undef
	if rel, ok := h.GetString("release"); ok {
		if rh, ok := rel.(*types.Hash); ok {
			major, _ = rh.GetString("major")
		}
	}
	r, err := c.CallFunction("versioncmp", []types.Value{major, args[1]}, nil)
	if err != nil {
		return nil, err
	}
	return types.BoolOf(r.(types.Int) >= 0), nil
}

func convertBase(c *eval.Call, args []types.Value) (types.Value, error) {
	for i, a := range args {
		switch x := a.(type) {
		case types.Int:
		case types.String:
			if !digits().MatchString(string(x)) {
				return nil, c.ErrorAt("convert_base(): First argument must be an integer or a string corresponding to an integer in base 10")
			}
		default:
			return nil, c.ErrorAt("convert_base(): %s argument must be either a string or an integer", []string{"First", "Second"}[i])
		}
	}
	n, base := rubyToI(args[0]), rubyToI(args[1])
	if base < 2 || base > 36 {
		return nil, c.ErrorAt("convert_base(): base must be at least 2 and must not be greater than 36")
	}
	return types.String(strconv.FormatInt(n, int(base))), nil
}

func clamp(c *eval.Call, args []types.Value) (types.Value, error) {
	vals, err := builtins.Flatten(c, args)
	if err != nil {
		return nil, err
	}
	if len(vals) != 3 {
		return nil, c.ErrorAt("clamp(): Wrong number of arguments, need three to clamp")
	}
	nums := make([]int64, 3)
	for i, v := range vals {
		switch x := v.(type) {
		case types.String:
			if !digits().MatchString(string(x)) {
				return nil, c.ErrorAt("clamp(): Required explicit numeric (%s:String)", x)
			}
		case *types.Hash:
			return nil, c.ErrorAt("clamp(): The Hash type is not allowed (%s)", builtins.RubyToS(x))
		}
		nums[i] = rubyToI(v)
	}
	sort.Slice(nums, func(i, j int) bool { return nums[i] < nums[j] })
	return types.Int(nums[1]), nil
}

func nestedValues(h *types.Hash, out []types.Value) []types.Value {
	for _, en := range h.Entries() {
		if sub, ok := en.Value.(*types.Hash); ok {
			out = nestedValues(sub, out)
		} else {
			out = append(out, en.Value)
		}
	}
	return out
}

func sortBy(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
	type item struct {
		elem types.Value
		key  types.Value
	}
	var items []item
	add := func(elem types.Value, blockArgs ...types.Value) error {
		k, err := c.CallLambda(block, blockArgs...)
		if err != nil {
			return err
		}
		items = append(items, item{elem, k})
		return nil
	}
	switch x := args[0].(type) {
	case *types.Array:
		for _, e := range x.Elements() {
			if err := add(e, e); err != nil {
				return nil, err
			}
		}
	case types.String:
		for _, r := range string(x) {
			s := types.String(string(r))
			if err := add(s, s); err != nil {
				return nil, err
			}
		}
	case *types.Hash:
		// Each entry is given as one [key, value] pair, whatever the
		// block takes.
		for _, en := range x.Entries() {
			pair := types.ArrayOf(en.Key, en.Value)
			if err := add(pair, pair); err != nil {
				return nil, err
			}
		}
	}
	var cmpErr error
	// Once p stops, every comparison returns at once, so the sort ends
	// soon after an interrupt.
	p := c.Poll()
	sort.SliceStable(items, func(i, j int) bool {
		r, ok := builtins.RubyCompare(items[i].key, items[j].key, &p)
		if !ok && cmpErr == nil && p.Err() == nil {
			cmpErr = c.ErrorAt("comparison of %s with %s failed", types.RubyClassName(items[j].key), types.RubyClassName(items[i].key))
		}
		return r < 0
	})
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	if cmpErr != nil {
		return nil, cmpErr
	}
	switch args[0].(type) {
	case types.String:
		var b strings.Builder
		for _, it := range items {
			b.WriteString(string(it.elem.(types.String)))
		}
		return types.String(b.String()), nil
	case *types.Hash:
		hb := types.NewHashBuilder(len(items))
		for _, it := range items {
			p := it.elem.(*types.Array)
			hb.Set(p.At(0), p.At(1))
		}
		return hb.Build(), nil
	}
	out := make([]types.Value, len(items))
	for i, it := range items {
		out[i] = it.elem
	}
	return types.NewArray(out), nil
}

func glob(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("glob(): Wrong number of arguments given (%d for 1)", len(args))
	}
	var patterns []types.Value
	switch x := args[0].(type) {
	case types.String:
		patterns = []types.Value{x}
	case *types.Array:
		patterns = x.Elements()
	default:
		return nil, c.ErrorAt("glob(): Requires either array or string to work")
	}
	var out []types.Value
	for _, p := range patterns {
		pat := builtins.RubyToS(p)
		full := pat
		if !filepath.IsAbs(full) {
			full = filepath.Join(c.WorkDir(), pat)
		}
		matches, err := filepath.Glob(full)
		if err != nil {
			return nil, c.ErrorAt("%s", err.Error())
		}
		sort.Strings(matches)
		for _, m := range matches {
			if !filepath.IsAbs(pat) {
				m, _ = filepath.Rel(c.WorkDir(), m)
			}
			out = append(out, types.String(m))
		}
	}
	return types.NewArray(out), nil
}
