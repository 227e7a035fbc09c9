package builtins

import (
	"prepl/lang/eval"
	"prepl/lang/eval/compile"
	"prepl/lang/syntax"
	"prepl/types"
)

// The functions that act on the catalog: they declare classes and
// resources, tag, and ask what is defined, through the catalog compiler
// the call declares into.
func init() {
	eval.Register(
		declaring("include", "Declares classes (names, Class references or arrays of them) and evaluates each that was not declared yet; a class already declared is left as it is. Returns the Class references.",
			(*compile.Catalog).Include),
		declaring("contain", "Like include, and also makes the current class or defined type contain the classes, so relationships with the container apply to them.",
			(*compile.Catalog).Contain),
		declaring("require", "Like include, and also makes the current class or defined type require the classes (they are applied before it).",
			(*compile.Catalog).Require),
		&eval.Function{
			Name: "realize",
			Doc:  "Makes virtual resources (given as references) real: they become part of the catalog when the evaluation finishes. A reference to a resource that does not exist by then is an error.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "refs", Repeated: true}}, Block: ignoredBlock(), Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				cat, _ := c.Compiler()
				return types.Undef, cat.Realize(args, c.Loc)
			}}},
		},
		&eval.Function{
			Name: "defined",
			Doc:  "Tells whether any of the arguments is defined: a variable ('$name'), a resource type, class or define name, a declared resource (Type['title']) or a declared class (Class['name']).",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "vals", Type: "Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]]", Repeated: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					for _, v := range args {
						ok, err := isDefined(c, v)
						if err != nil {
							return nil, err
						}
						if ok {
							return types.True, nil
						}
					}
					return types.False, nil
				},
			}},
		},
		&eval.Function{
			Name: "tag",
			Doc:  "Adds tags to the class or defined type instance whose body calls it; the resources it contains are tagged with them too.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "tags", Repeated: true}}, Block: ignoredBlock(), Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				cat, s := c.Compiler()
				return types.Undef, cat.Tag(args, s, c.Loc)
			}}},
		},
		&eval.Function{
			Name: "tagged",
			Doc:  "Tells whether all the given tags are set, on the catalog (the names of evaluated classes) or on the current class or defined type instance.",
			Signatures: []*eval.Signature{{Params: []eval.Param{{Name: "tags", Repeated: true}}, Block: ignoredBlock(), Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				cat, s := c.Compiler()
				ok, err := cat.Tagged(args, s, c.Loc)
				return types.Bool(ok), err
			}}},
		},
		&eval.Function{
			Name: "create_resources",
			Doc:  "Declares resources from a hash of titles to attribute hashes, with optional default attributes; a type name prefixed with @ or @@ makes them virtual or exported. Classes can be declared this way too.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "type"}, {Name: "instances"}, {Name: "defaults", Optional: true}},
				Block:  ignoredBlock(),
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					cat, s := c.Compiler()
					return cat.CreateResources(args, s, c.Loc)
				},
			}},
		},
	)
}

// declaring builds include, contain or require, which declare the
// classes they are given through the compiler's method declare.
func declaring(name, doc string, declare func(*compile.Catalog, []types.Value, compile.Scope, syntax.Loc) (types.Value, error)) *eval.Function {
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{{
			Params: []eval.Param{{Name: "names", Repeated: true}},
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				cat, s := c.Compiler()
				return declare(cat, args, s, c.Loc)
			},
		}},
	}
}

// ignoredBlock is the block of a function Puppet implements with its
// 3.x function API, which accepts a lambda and ignores it.
func ignoredBlock() *eval.BlockParam {
	return &eval.BlockParam{Name: "block", Type: "Callable", Optional: true, Ignored: true}
}

// isDefined implements one argument of defined(): a variable name
// ('$x') at the call site, anything else in the catalog.
func isDefined(c *eval.Call, v types.Value) (bool, error) {
	if s, ok := v.(types.String); ok && len(s) > 1 && s[0] == '$' {
		return c.VariableDefined(string(s[1:])), nil
	}
	cat, _ := c.Compiler()
	return cat.Defined(v, c.Loc)
}
