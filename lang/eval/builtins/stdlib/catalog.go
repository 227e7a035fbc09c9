package stdlib

import (
	"strings"

	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/lang/eval/compile"
	"prepl/types"
)

// Functions that look into or add to the catalog. Resources they declare
// are declared where the function was called, as the Ruby functions
// declare them in the caller's scope: the calling class or defined type
// contains them, and its tags and resource defaults apply.
func init() {
	register(
		fn3("ensure_resource", "Declares a resource (or one per title of an array) unless a resource of that type and title already exists with the given attributes; one with other attributes is a duplicate declaration.", ensureResource),
		fn3("ensure_resources", "Like ensure_resource for a hash of titles to attribute hashes, with optional default attributes.", ensureResources),
		&eval.Function{
			Name: "stdlib::ensure_packages",
			Doc:  "Declares package resources (a name, an array of names, or a hash of names to attributes) with ensure => installed unless they are declared already (ensure => present is kept when an existing declaration has it).",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "packages", Type: "Variant[String[1], Array[String[1]]]"}, {Name: "default_attributes", Type: "Hash", Optional: true}}, Returns: "Undef", Call: ensurePackages},
				{Params: []eval.Param{{Name: "packages", Type: "Hash[String[1], Any]"}, {Name: "default_attributes", Type: "Hash", Optional: true}}, Returns: "Undef", Call: ensurePackages},
			},
		},
		fn3("defined_with_params", "Tells whether a resource (a reference or 'Type[title]' string) is declared with (at least) the given attribute values.", definedWithParams),
		fn3("getparam", "Returns the value of a resource's attribute (as set, or its resource default), or '' when it has none.", getparam),
		fn3("assert_private", "Fails unless called from the module that defines the calling class or defined type; the optional argument is the message.", assertPrivate),
		&eval.Function{
			Name: "stdlib::str2resource",
			Doc:  "Returns the resource a string such as 'File[/tmp/x]' names; fails when it is not declared (yet).",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "res_string", Type: "String"}}, Call: str2resource,
			}},
		},
	)
}

// resourceText is Ruby's "#{type}[#{title}]" of 3.x values.
func resourceText(typ, title types.Value) string {
	return builtins.RubyToS(typ) + "[" + builtins.RubyToS(title) + "]"
}

func ensureResource(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 1 {
		return nil, c.ErrorAt("Must specify a type")
	}
	if len(args) < 2 {
		return nil, c.ErrorAt("Must specify a title")
	}
	var params types.Value = types.EmptyHash
	if len(args) > 2 && !isNil(args[2]) && args[2] != types.False {
		if _, ok := args[2].(*types.Hash); !ok {
			return nil, c.ErrorAt("no implicit conversion of %s into Hash", types.RubyClassName(args[2]))
		}
		params = args[2]
	}
	typ, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("undefined method `capitalize' for %s:%s", builtins.RubyInspect(args[0]), types.RubyClassName(args[0]))
	}
	items, err := builtins.Flatten(c, args[1:2])
	if err != nil {
		return nil, err
	}
	for _, item := range items {
		found, err := definedWithParams(c, []types.Value{types.String(resourceText(typ, item)), params})
		if err != nil {
			return nil, err
		}
		if found == types.True {
			continue
		}
		inst := types.NewHashBuilder(1)
		inst.Set(item, params)
		if _, err := c.CallFunction("create_resources", []types.Value{types.String(capitalize(string(typ))), inst.Build()}, nil); err != nil {
			return nil, err
		}
	}
	return types.Undef, nil
}

// capitalize is Ruby's String#capitalize.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	l := strings.ToLower(s)
	return strings.ToUpper(l[:1]) + l[1:]
}

func ensureResources(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 1 {
		return nil, c.ErrorAt("Must specify a type")
	}
	if len(args) < 2 {
		return nil, c.ErrorAt("Must specify a title")
	}
	defaults := types.EmptyHash
	if len(args) > 2 && !isNil(args[2]) && args[2] != types.False {
		d, ok := args[2].(*types.Hash)
		if !ok {
			return nil, c.ErrorAt("no implicit conversion of %s into Hash", types.RubyClassName(args[2]))
		}
		defaults = d
	}
	titles, ok := args[1].(*types.Hash)
	if !ok {
		return nil, c.ErrorAt("ensure_resources(): Requires second argument to be a Hash")
	}
	for _, en := range titles.Entries() {
		params := defaults
		if types.IsTruthy(en.Value) {
			h, ok := en.Value.(*types.Hash)
			if !ok {
				return nil, c.ErrorAt("no implicit conversion of %s into Hash", types.RubyClassName(en.Value))
			}
			params = defaults.Merge(h)
		}
		if _, err := ensureResource(c, []types.Value{args[0], en.Key, params}); err != nil {
			return nil, err
		}
	}
	return types.Undef, nil
}

func ensurePackages(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	defaults := types.EmptyHash
	if len(args) > 1 {
		defaults = args[1].(*types.Hash)
	}
	if h, ok := args[0].(*types.Hash); ok {
		for _, en := range h.Entries() {
			attrs := defaults
			if a, ok := en.Value.(*types.Hash); ok {
				attrs = defaults.Merge(a)
			} else if !isNil(en.Value) {
				return nil, c.ErrorAt("no implicit conversion of %s into Hash", types.RubyClassName(en.Value))
			}
			if err := ensurePackageList(c, []types.Value{en.Key}, attrs); err != nil {
				return nil, err
			}
		}
		return types.Undef, nil
	}
	return types.Undef, ensurePackageList(c, toArray(args[0]), defaults)
}

// ensurePackageList declares each package with ensure => installed merged
// with the defaults; installed or present become whichever an existing
// declaration of the package uses.
func ensurePackageList(c *eval.Call, names []types.Value, defaults *types.Hash) error {
	ensure := types.String("ensure")
	for _, name := range names {
		attrs := types.EmptyHash.Put(ensure, types.String("installed")).Merge(defaults)
		if v, _ := attrs.Get(ensure); v == types.String("present") || v == types.String("installed") {
			found, err := definedWithParams(c, []types.Value{types.String("Package[" + builtins.RubyToS(name) + "]"), types.EmptyHash.Put(ensure, types.String("present"))})
			if err != nil {
				return err
			}
			e := types.String("installed")
			if found == types.True {
				e = "present"
			}
			attrs = attrs.Put(ensure, e)
		}
		if _, err := c.CallFunction("ensure_resource", []types.Value{types.String("package"), name, attrs}, nil); err != nil {
			return err
		}
	}
	return nil
}

func definedWithParams(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 1 {
		return nil, c.ErrorAt("Must specify a reference")
	}
	params := types.EmptyHash
	if len(args) > 1 && types.IsTruthy(args[1]) && !isEmptyString(args[1]) {
		h, ok := args[1].(*types.Hash)
		if !ok {
			return nil, c.ErrorAt("undefined method `map' for %s:%s", builtins.RubyInspect(args[1]), types.RubyClassName(args[1]))
		}
		params = h
	}
	var typeName, title string
	switch x := args[0].(type) {
	case types.String:
		s := string(x)
		i := strings.IndexByte(s, '[')
		if i <= 0 || !strings.HasSuffix(s, "]") || i+2 == len(s) {
			return nil, c.ErrorAt("No title provided and %s is not a valid resource reference", builtins.RubyInspect(x))
		}
		typeName, title = s[:i], s[i+1:len(s)-1]
	case *types.ResourceType:
		typeName, title = x.TypeName(), x.Title()
	case *types.ClassType:
		typeName, title = "Class", x.ClassName()
	default:
		return nil, c.ErrorAt("Reference is not understood: '%s'", types.RubyClassName(x))
	}
	cat, scope := c.Compiler()
	var candidates []compile.Resource
	if title == "" {
		candidates = cat.ResourcesOfType(typeName)
	} else if r, ok := cat.FindResource(typeName, title); ok {
		candidates = []compile.Resource{r}
	}
	self := cat.CallerResource(scope).Ref()
	p := c.Poll()
	for _, r := range candidates {
		if r.Ref() == self {
			continue
		}
		if matchesParams(r, params, &p) {
			return types.True, nil
		}
		if p.Err() != nil {
			return nil, c.InterruptedError()
		}
	}
	return types.False, nil
}

// matchesParams tells whether a resource has each of the attribute
// values (undef matching an attribute that is not set), comparing them in
// a walk p can stop.
func matchesParams(r compile.Resource, params *types.Hash, p *types.Poll) bool {
	for _, en := range params.Entries() {
		v, set := r.Param(builtins.RubyToS(en.Key))
		if isNil(en.Value) {
			if set {
				return false
			}
			continue
		}
		if !set || !rubyEqual(v, en.Value, p) {
			return false
		}
	}
	return true
}

func getparam(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) < 1 || !types.IsTruthy(args[0]) {
		return nil, c.ErrorAt("Must specify a reference")
	}
	var name string
	if len(args) > 1 {
		if s, ok := args[1].(types.String); ok {
			name = string(s)
		} else {
			return nil, c.ErrorAt("Must specify name of a parameter")
		}
	} else {
		return nil, c.ErrorAt("Must specify name of a parameter")
	}
	if name == "" {
		return types.String(""), nil
	}
	cat, _ := c.Compiler()
	var r compile.Resource
	var found bool
	switch x := args[0].(type) {
	case *types.ResourceType:
		if !x.HasTitle() {
			return nil, c.ErrorAt("No title provided and %s is not a valid resource reference", builtins.RubyInspect(types.String(x.TypeName()+"[]")))
		}
		r, found = cat.FindResource(x.TypeName(), x.Title())
	case *types.ClassType:
		r, found = cat.FindResource("Class", x.ClassName())
	default:
		var ok bool
		r, found, ok = cat.FindResourceRef(builtins.RubyToS(x))
		if !ok {
			return nil, c.ErrorAt("No title provided and %s is not a valid resource reference", builtins.RubyInspect(types.String(builtins.RubyToS(x))))
		}
	}
	if found {
		if v, ok := r.Param(name); ok {
			return v, nil
		}
	}
	return types.String(""), nil
}

func assertPrivate(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) > 1 {
		return nil, c.ErrorAt("assert_private(): Wrong number of arguments given (%d}) for 0 or 1)", len(args))
	}
	mod, _, err := c.LookupVariable("module_name")
	if err != nil {
		return nil, err
	}
	caller, _, err := c.LookupVariable("caller_module_name")
	if err != nil {
		return nil, err
	}
	if types.HashKey(orUndef(mod)) == types.HashKey(orUndef(caller)) {
		return types.Undef, nil
	}
	if len(args) == 1 {
		if s, ok := args[0].(types.String); ok {
			return nil, c.ErrorAt("%s", string(s))
		}
	}
	cat, scope := c.Compiler()
	kind, name := cat.CallerDefinition(scope)
	what := "Definition"
	if kind == "class" {
		what = "Class"
	}
	return nil, c.ErrorAt("%s %s is private", what, name)
}

func orUndef(v types.Value) types.Value {
	if v == nil {
		return types.Undef
	}
	return v
}

func str2resource(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	s := string(args[0].(types.String))
	cat, _ := c.Compiler()
	r, found, ok := cat.FindResourceRef(s)
	if !ok {
		return nil, c.ErrorAt("No title provided and %s is not a valid resource reference", builtins.RubyInspect(args[0]))
	}
	if !found {
		i := strings.IndexByte(s, '[')
		return nil, c.ErrorAt("stdlib::str2resource(): could not find %s[%s], this is parse order dependent and values should not be quoted", types.CapitalizeSegments(s[:i]), s[i+1:len(s)-1])
	}
	return r.Reference(), nil
}
