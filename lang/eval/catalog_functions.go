package eval

import (
	"strings"

	"prepl/lang/syntax"
	"prepl/types"
)

// The functions that act on the catalog.
func init() {
	classNames := []Param{{Name: "names", Repeated: true}}
	Register(
		&Function{
			Name: "include",
			Doc:  "Declares classes (names, Class references or arrays of them) and evaluates each that was not declared yet; a class already declared is left as it is. Returns the Class references.",
			Signatures: []*Signature{{Params: classNames, Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				_, refs, err := c.includeArgs(args)
				return refs, err
			}}},
		},
		&Function{
			Name: "contain",
			Doc:  "Like include, and also makes the current class or defined type contain the classes, so relationships with the container apply to them.",
			Signatures: []*Signature{{Params: classNames, Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				rs, refs, err := c.includeArgs(args)
				if err != nil {
					return nil, err
				}
				cat := c.e.catalog
				container := cat.frameOf(c.scope).resource
				for _, r := range rs {
					cat.contain(container, r)
				}
				return refs, nil
			}}},
		},
		&Function{
			Name: "require",
			Doc:  "Like include, and also makes the current class or defined type require the classes (they are applied before it).",
			Signatures: []*Signature{{Params: classNames, Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				rs, refs, err := c.includeArgs(args)
				if err != nil {
					return nil, err
				}
				cat := c.e.catalog
				f := cat.frameOf(c.scope)
				for _, r := range rs {
					var vals []types.Value
					if p, ok := f.resource.get("require"); ok && !types.IsUndef(p.value) {
						vals = types.Flatten(p.value)
					}
					vals = append(vals, types.String("Class["+r.title+"]"))
					cat.setParam(f.resource, &param{name: "require", value: types.NewArray(vals), source: f.source, loc: c.Loc})
				}
				return refs, nil
			}}},
		},
		&Function{
			Name: "realize",
			Doc:  "Makes virtual resources (given as references) real: they become part of the catalog when the evaluation finishes. A reference to a resource that does not exist by then is an error.",
			Signatures: []*Signature{{Params: []Param{{Name: "refs", Repeated: true}}, Block: ignoredBlock(), Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				col := &collector{fixedSet: true, loc: c.Loc}
				for _, v := range types.Flatten(types.NewArray(args)) {
					ref, err := c.e.catalog.realizeRef(v, c.Loc)
					if err != nil {
						return nil, err
					}
					col.refs = append(col.refs, ref)
				}
				c.e.catalog.addCollector(col)
				return types.Undef, nil
			}}},
		},
		&Function{
			Name: "defined",
			Doc:  "Tells whether any of the arguments is defined: a variable ('$name'), a resource type, class or define name, a declared resource (Type['title']) or a declared class (Class['name']).",
			Signatures: []*Signature{{
				Params: []Param{{Name: "vals", Type: "Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]]", Repeated: true}},
				Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
					for _, v := range args {
						ok, err := c.isDefined(v)
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
		&Function{
			Name: "tag",
			Doc:  "Adds tags to the class or defined type instance whose body calls it; the resources it contains are tagged with them too.",
			Signatures: []*Signature{{Params: []Param{{Name: "tags", Repeated: true}}, Block: ignoredBlock(), Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				for _, a := range args {
					// undef given directly is the empty tag; inside an
					// array it is skipped.
					if types.IsUndef(a) {
						return nil, c.ErrorAt("Invalid tag ''")
					}
				}
				tags, err := types.CatalogValue(types.NewArray(args))
				if err != nil {
					return nil, c.ErrorAt("%s", err)
				}
				cat := c.e.catalog
				r := cat.frameOf(c.scope).resource
				old := append([]string(nil), r.tags.list...)
				if err := r.tagValues(tags, c.Loc); err != nil {
					return nil, err
				}
				cat.journalSet(r, func() { r.tags.list = old })
				return types.Undef, nil
			}}},
		},
		&Function{
			Name: "tagged",
			Doc:  "Tells whether all the given tags are set, on the catalog (the names of evaluated classes) or on the current class or defined type instance.",
			Signatures: []*Signature{{Params: []Param{{Name: "tags", Repeated: true}}, Block: ignoredBlock(), Call: func(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
				cat := c.e.catalog
				r := cat.frameOf(c.scope).resource
				for _, v := range args {
					v, err := types.CatalogValue(v)
					if err != nil {
						return nil, c.ErrorAt("%s", err)
					}
					// An array argument is not a list of tags: Puppet
					// compares its text form, which no tag can equal.
					if _, ok := v.(*types.Array); ok {
						return types.False, nil
					}
					t := strings.ToLower(tagString(v))
					if !cat.tagged(t) && !r.tagged(t) {
						return types.False, nil
					}
				}
				return types.True, nil
			}}},
		},
		&Function{
			Name: "create_resources",
			Doc:  "Declares resources from a hash of titles to attribute hashes, with optional default attributes; a type name prefixed with @ or @@ makes them virtual or exported. Classes can be declared this way too.",
			Signatures: []*Signature{{
				Params: []Param{{Name: "type"}, {Name: "instances"}, {Name: "defaults", Optional: true}},
				Block:  ignoredBlock(),
				Call:   createResources,
			}},
		},
	)
}

// includeArgs declares the classes named by the arguments of include,
// contain or require and returns their resources and references.
func (c *Call) includeArgs(args []types.Value) ([]*catalogEntry, types.Value, error) {
	names, err := classNameArgs(args)
	if err != nil {
		return nil, nil, c.ErrorAt("%s", err.Error())
	}
	cat := c.e.catalog
	rs, err := cat.includeClasses(names, cat.frameOf(c.scope), c.Loc)
	if err != nil {
		return nil, nil, err
	}
	refs := make([]types.Value, len(names))
	for i, n := range names {
		refs[i] = types.NewClassType(n)
	}
	return rs, types.NewArray(refs), nil
}

// classNameArgs converts the arguments of include and its kin to class
// names: strings, Class references and Resource['class', name]
// references, in arrays or not.
func classNameArgs(args []types.Value) ([]string, error) {
	var names []string
	for _, v := range types.Flatten(types.NewArray(args)) {
		switch x := v.(type) {
		case types.String:
			if x == "" {
				return nil, errorf(syntax.Loc{}, "Cannot use empty string as a class name")
			}
			names = append(names, classKey(string(x)))
		case *types.ClassType:
			if x.ClassName() == "" {
				return nil, errorf(syntax.Loc{}, "Cannot use an unspecific Class[] Type")
			}
			names = append(names, x.ClassName())
		case *types.ResourceType:
			switch {
			case x.TypeName() == "":
				return nil, errorf(syntax.Loc{}, "Cannot use an unspecific Resource[] where a Resource['class', name] is expected")
			case !strings.EqualFold(x.TypeName(), "class"):
				return nil, errorf(syntax.Loc{}, "Cannot use a Resource[%s] where a Resource['class', name] is expected", x.TypeName())
			case !x.HasTitle():
				return nil, errorf(syntax.Loc{}, "Cannot use an unspecific Resource['class'] where a Resource['class', name] is expected")
			}
			names = append(names, classKey(x.Title()))
		default:
			if types.IsUndef(v) {
				return nil, errorf(syntax.Loc{}, "Cannot use undef as a class name")
			}
			return nil, errorf(syntax.Loc{}, "Cannot use %s as a class name", articled(inferredName(v)))
		}
	}
	return names, nil
}

// containEdge is a containment edge contain() made.
type containEdge struct{ container, class *catalogEntry }

// contain makes container contain a class (once).
func (c *Catalog) contain(container, r *catalogEntry) {
	for _, x := range container.contains {
		if x == r {
			return
		}
	}
	n := len(container.contains)
	container.contains = append(container.contains, r)
	edge := containEdge{container, r}
	c.containedAt[edge] = c.seq
	c.journalSet(container, func() {
		container.contains = container.contains[:n]
		delete(c.containedAt, edge)
	})
}

// realizeRef converts an argument of realize to a resource reference.
func (c *Catalog) realizeRef(v types.Value, loc syntax.Loc) (*types.ResourceType, error) {
	switch x := v.(type) {
	case *types.ResourceType:
		if x.HasTitle() {
			return x, nil
		}
	case *types.ClassType:
		if x.ClassName() != "" {
			return types.NewResourceType("Class", x.ClassName()), nil
		}
	case types.String:
		end, ok := refFromString(string(x))
		if !ok {
			break
		}
		if !end.findable() {
			return nil, errorf(loc, "Failed to realize virtual resources %s", x)
		}
		return types.NewResourceType(end.typeName, end.title), nil
	}
	return nil, errorf(loc, "No title provided and %s is not a valid resource reference", rubyInspect(refText(v)))
}

// isDefined implements one argument of defined().
func (c *Call) isDefined(v types.Value) (bool, error) {
	cat := c.e.catalog
	switch x := v.(type) {
	case types.String:
		s := string(x)
		switch {
		case len(s) > 1 && s[0] == '$':
			return c.variableExists(s[1:]), nil
		case s == "":
			return false, nil
		case s == "main":
			return true, nil
		}
		if cat.builtinClass(s) != nil {
			return true, nil
		}
		if d, err := cat.findClass(s); d != nil || err != nil {
			return d != nil, located(err, c.Loc)
		}
		if strings.HasPrefix(s, "::") {
			// Puppet finds defines by an absolute name, built-in types
			// only by their plain name.
			d, err := cat.findDefine(s[2:])
			return d != nil, located(err, c.Loc)
		}
		ok, err := cat.declarableType(s)
		return ok, located(err, c.Loc)
	case *types.ResourceType:
		if x.TypeName() == "" {
			return false, c.ErrorAt("The given resource type is a reference to all kind of types")
		}
		ok, err := cat.declarableType(x.TypeName())
		if !x.HasTitle() || err != nil {
			return ok, located(err, c.Loc)
		}
		// Puppet looks the resource up by its declarable type, which a
		// node is not: Node['default'] is not defined even in the node.
		name := x.TypeName()
		if name == "Node" || !ok {
			return false, nil
		}
		return cat.lookup(strings.TrimPrefix(name, "::"), x.Title()) != nil, nil
	case *types.ClassType:
		if x.ClassName() == "" {
			return false, c.ErrorAt("The given class type is a reference to all classes")
		}
		return cat.lookup("Class", x.ClassName()) != nil, nil
	case *types.TypeType:
		switch inner := x.Type().(type) {
		case *types.ResourceType:
			return c.isDefined(inner)
		case *types.ClassType:
			if inner.ClassName() == "" {
				return false, c.ErrorAt("The given class type is a reference to all classes")
			}
			d, err := cat.findClass(inner.ClassName())
			return d != nil, located(err, c.Loc)
		}
	case types.Type:
		// Another catalog entry type (CatalogEntry, a Variant of them)
		// names no particular type or resource.
		return false, c.ErrorAt("Invalid argument of type %s to 'defined'", x.Name())
	}
	return false, nil
}

// variableExists reports whether defined('$name') holds: the variable is
// bound, or it is a match variable ($0, $1, ...) and a match is in
// effect (any number then counts, as in Puppet).
func (c *Call) variableExists(name string) bool {
	if name[0] >= '0' && name[0] <= '9' {
		for _, r := range name {
			if r < '0' || r > '9' {
				return false
			}
		}
		return c.scope.matchData().made()
	}
	if strings.Trim(name, ":") == "" {
		return false
	}
	_, ok := c.e.lookupVariable(name, c.scope)
	return ok
}

// tagged reports whether the catalog has a tag: the names of evaluated
// classes and nodes, and the tags their resources had when declared.
func (c *Catalog) tagged(tag string) bool { return c.tags.has(tag) }

// tagCatalog adds tags to the catalog's own tags.
func (c *Catalog) tagCatalog(tags []string) {
	old := append([]string(nil), c.tags.list...)
	c.tags.merge(tags)
	c.e.journal(func() { c.tags.list = old })
}

// createResources implements create_resources(type, instances, defaults).
func createResources(c *Call, args []types.Value, _ *Lambda) (types.Value, error) {
	instances, ok := args[1].(*types.Hash)
	if !ok {
		return nil, c.Errorf("second argument must be a hash")
	}
	defaults := types.EmptyHash
	if len(args) == 3 {
		if defaults, ok = args[2].(*types.Hash); !ok {
			return nil, c.Errorf("third argument, if provided, must be a hash")
		}
	}
	var name string
	switch x := args[0].(type) {
	case types.String:
		name = string(x)
	case types.UndefValue, *types.Regexp:
		// Puppet passes undef to this function as the empty string and a
		// regexp as its literal text; neither names a type, so only an
		// empty set of instances is accepted.
		name = tagString(x)
	default:
		return nil, c.Errorf("first argument must be a String")
	}
	form := syntax.FormRegular
	switch {
	case strings.HasPrefix(name, "@@"):
		form, name = syntax.FormExported, name[2:]
	case strings.HasPrefix(name, "@"):
		form, name = syntax.FormVirtual, name[1:]
	}
	name = strings.ToLower(name)
	if name == "class" && form != syntax.FormRegular {
		return nil, c.ErrorAt("Classes are not virtualizable")
	}
	cat := c.e.catalog
	f := cat.frameOf(c.scope)
	for _, en := range instances.Entries() {
		attrs, ok := en.Value.(*types.Hash)
		if !ok {
			return nil, c.Errorf("the parameters of %s must be a hash", tagString(en.Key))
		}
		merged := mergeHashes(defaults, attrs)
		params := make([]*param, 0, merged.Len())
		for _, a := range merged.Entries() {
			val, err := attributeValue(a.Value, c.Loc)
			if err != nil {
				return nil, err
			}
			params = append(params, &param{name: attributeName(a.Key), value: val, source: f.source, loc: c.Loc})
		}
		for _, t := range types.Flatten(en.Key) {
			var given types.Value
			switch t {
			case types.Bool(false), types.Undef:
				return nil, c.ErrorAt("No title provided and %s is not a valid resource reference", rubyInspect(name))
			}
			switch t.(type) {
			case types.String:
			case types.Int, types.Float, types.Bool:
				// Puppet keeps such a key as the title value: the catalog
				// knows the resource by its text, $title is the value.
				given = t
			default:
				return nil, c.Errorf("resource titles must be strings, got %s", inferredName(t))
			}
			if _, err := cat.declare(name, tagString(t), given, params, form, c.Loc, f); err != nil {
				return nil, err
			}
		}
	}
	return types.Undef, nil
}

// mergeHashes is a + b with b's values winning.
func mergeHashes(a, b *types.Hash) *types.Hash {
	if a.Len() == 0 {
		return b
	}
	hb := types.NewHashBuilder(a.Len() + b.Len())
	for _, en := range a.Entries() {
		hb.Set(en.Key, en.Value)
	}
	for _, en := range b.Entries() {
		hb.Set(en.Key, en.Value)
	}
	return hb.Build()
}
