package compile

import (
	"strings"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// Include is include(): it declares the classes its arguments name
// (names, Class references or arrays of them) from code in s and returns
// their references.
func (c *Catalog) Include(args []types.Value, s Scope, loc syntax.Loc) (types.Value, error) {
	_, refs, err := c.includeArgs(args, s, loc)
	return refs, err
}

// Contain is contain(): include, and the class or defined type whose
// code in s calls it contains the classes.
func (c *Catalog) Contain(args []types.Value, s Scope, loc syntax.Loc) (types.Value, error) {
	rs, refs, err := c.includeArgs(args, s, loc)
	if err != nil {
		return nil, err
	}
	container := c.frameOf(s).resource
	for _, r := range rs {
		c.contain(container, r)
	}
	return refs, nil
}

// Require is require(): include, and the class or defined type whose
// code in s calls it requires the classes.
func (c *Catalog) Require(args []types.Value, s Scope, loc syntax.Loc) (types.Value, error) {
	rs, refs, err := c.includeArgs(args, s, loc)
	if err != nil {
		return nil, err
	}
	f := c.frameOf(s)
	for _, r := range rs {
		var vals []types.Value
		if p, ok := f.resource.get("require"); ok && !types.IsUndef(p.value) {
			if vals, err = c.h.Flatten(p.value, loc); err != nil {
				return nil, err
			}
		}
		vals = append(vals, types.String("Class["+r.title+"]"))
		c.setParam(f.resource, &param{name: "require", value: types.NewArray(vals), source: f.source, loc: loc})
	}
	return refs, nil
}

// Realize is realize(): the virtual resources its arguments refer to
// become part of the catalog when the evaluation finishes.
func (c *Catalog) Realize(args []types.Value, loc syntax.Loc) error {
	col := &collector{fixedSet: true, loc: loc}
	all, err := c.h.Flatten(types.NewArray(args), loc)
	if err != nil {
		return err
	}
	for _, v := range all {
		ref, err := c.realizeRef(v, loc)
		if err != nil {
			return err
		}
		col.refs = append(col.refs, ref)
	}
	c.addCollector(col)
	return nil
}

// Tag is tag(): it adds tags to the class or defined type instance whose
// code in s calls it.
func (c *Catalog) Tag(args []types.Value, s Scope, loc syntax.Loc) error {
	for _, a := range args {
		// undef given directly is the empty tag; inside an array it is
		// skipped.
		if types.IsUndef(a) {
			return evalerr.Errorf(loc, "Invalid tag ''")
		}
	}
	tags, err := types.CatalogValue(types.NewArray(args))
	if err != nil {
		return evalerr.Errorf(loc, "%s", err)
	}
	all, err := c.h.Flatten(tags, loc)
	if err != nil {
		return err
	}
	return c.frameOf(s).resource.tagValues(all, loc)
}

// Tagged is tagged(): whether all the tags are set, on the catalog or on
// the class or defined type instance whose code in s calls it.
func (c *Catalog) Tagged(args []types.Value, s Scope, loc syntax.Loc) (bool, error) {
	r := c.frameOf(s).resource
	for _, v := range args {
		v, err := types.CatalogValue(v)
		if err != nil {
			return false, evalerr.Errorf(loc, "%s", err)
		}
		// An array argument is not a list of tags: Puppet compares its
		// text form, which no tag can equal.
		if _, ok := v.(*types.Array); ok {
			return false, nil
		}
		t := strings.ToLower(tagString(v))
		if !c.tagged(t) && !r.tagged(t) {
			return false, nil
		}
	}
	return true, nil
}

// includeArgs declares the classes named by the arguments of include,
// contain or require and returns their resources and references.
func (c *Catalog) includeArgs(args []types.Value, s Scope, loc syntax.Loc) ([]*catalogEntry, types.Value, error) {
	all, err := c.h.Flatten(types.NewArray(args), loc)
	if err != nil {
		return nil, nil, err
	}
	names, err := classNameArgs(all)
	if err != nil {
		return nil, nil, evalerr.Errorf(loc, "%s", err.Error())
	}
	rs, err := c.includeClasses(names, c.frameOf(s), loc)
	if err != nil {
		return nil, nil, err
	}
	refs := make([]types.Value, len(names))
	for i, n := range names {
		refs[i] = types.NewClassType(n)
	}
	return rs, types.NewArray(refs), nil
}

// classNameArgs converts the arguments of include and its kin, flattened,
// to class names: strings, Class references and Resource['class', name]
// references.
func classNameArgs(args []types.Value) ([]string, error) {
	var names []string
	for _, v := range args {
		switch x := v.(type) {
		case types.String:
			if x == "" {
				return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use empty string as a class name")
			}
			names = append(names, classKey(string(x)))
		case *types.ClassType:
			if x.ClassName() == "" {
				return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use an unspecific Class[] Type")
			}
			names = append(names, x.ClassName())
		case *types.ResourceType:
			switch {
			case x.TypeName() == "":
				return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use an unspecific Resource[] where a Resource['class', name] is expected")
			case !strings.EqualFold(x.TypeName(), "class"):
				return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use a Resource[%s] where a Resource['class', name] is expected", x.TypeName())
			case !x.HasTitle():
				return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use an unspecific Resource['class'] where a Resource['class', name] is expected")
			}
			names = append(names, classKey(x.Title()))
		default:
			if types.IsUndef(v) {
				return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use undef as a class name")
			}
			return nil, evalerr.Errorf(syntax.Loc{}, "Cannot use %s as a class name", evalerr.Articled(inferredName(v)))
		}
	}
	return names, nil
}

// containEdge is a containment edge contain() made.
type containEdge struct{ container, class *catalogEntry }

// contain makes container contain a class (once).
func (c *Catalog) contain(container, r *catalogEntry) {
	for _, x := range container.contains.Items() {
		if x == r {
			return
		}
	}
	container.contains.Append(r)
	c.containedAt.Set(containEdge{container, r}, c.seq)
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
			return nil, evalerr.Errorf(loc, "Failed to realize virtual resources %s", x)
		}
		return types.NewResourceType(end.typeName, end.title), nil
	}
	return nil, evalerr.Errorf(loc, "No title provided and %s is not a valid resource reference", rubyInspect(refText(v)))
}

// Defined implements one argument of defined() other than a variable
// name ('$x', which the evaluator answers).
func (c *Catalog) Defined(v types.Value, loc syntax.Loc) (bool, error) {
	cat := c
	switch x := v.(type) {
	case types.String:
		s := string(x)
		switch {
		case s == "":
			return false, nil
		case s == "main":
			return true, nil
		}
		if cat.builtinClass(s) != nil {
			return true, nil
		}
		if d, err := cat.FindClass(s); d != nil || err != nil {
			return d != nil, evalerr.Located(err, loc)
		}
		if strings.HasPrefix(s, "::") {
			// Puppet finds defines by an absolute name, built-in types
			// only by their plain name.
			d, err := cat.FindDefine(s[2:])
			return d != nil, evalerr.Located(err, loc)
		}
		ok, err := cat.declarableType(s)
		return ok, evalerr.Located(err, loc)
	case *types.ResourceType:
		if x.TypeName() == "" {
			return false, evalerr.Errorf(loc, "The given resource type is a reference to all kind of types")
		}
		ok, err := cat.declarableType(x.TypeName())
		if !x.HasTitle() || err != nil {
			return ok, evalerr.Located(err, loc)
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
			return false, evalerr.Errorf(loc, "The given class type is a reference to all classes")
		}
		return cat.lookup("Class", x.ClassName()) != nil, nil
	case *types.TypeType:
		switch inner := x.Type().(type) {
		case *types.ResourceType:
			return c.Defined(inner, loc)
		case *types.ClassType:
			if inner.ClassName() == "" {
				return false, evalerr.Errorf(loc, "The given class type is a reference to all classes")
			}
			d, err := cat.FindClass(inner.ClassName())
			return d != nil, evalerr.Located(err, loc)
		}
	case types.Type:
		// Another catalog entry type (CatalogEntry, a Variant of them)
		// names no particular type or resource.
		return false, evalerr.Errorf(loc, "Invalid argument of type %s to 'defined'", x.Name())
	}
	return false, nil
}

// tagged reports whether the catalog has a tag: the names of evaluated
// classes and nodes, and the tags their resources had when declared.
func (c *Catalog) tagged(tag string) bool { return c.tags.has(tag) }

// tagCatalog adds tags to the catalog's own tags.
func (c *Catalog) tagCatalog(tags []string) {
	c.tags.merge(tags)
}

// CreateResources is create_resources(type, instances, defaults) called
// from code in s.
func (cat *Catalog) CreateResources(args []types.Value, s Scope, loc syntax.Loc) (types.Value, error) {
	instances, ok := args[1].(*types.Hash)
	if !ok {
		return nil, evalerr.Errorf(loc, "create_resources(): second argument must be a hash")
	}
	defaults := types.EmptyHash
	if len(args) == 3 {
		if defaults, ok = args[2].(*types.Hash); !ok {
			return nil, evalerr.Errorf(loc, "create_resources(): third argument, if provided, must be a hash")
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
		return nil, evalerr.Errorf(loc, "create_resources(): first argument must be a String")
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
		return nil, evalerr.Errorf(loc, "Classes are not virtualizable")
	}
	f := cat.frameOf(s)
	for _, en := range instances.Entries() {
		attrs, ok := en.Value.(*types.Hash)
		if !ok {
			return nil, evalerr.Errorf(loc, "create_resources(): the parameters of %s must be a hash", tagString(en.Key))
		}
		merged := mergeHashes(defaults, attrs)
		params := make([]*param, 0, merged.Len())
		for _, a := range merged.Entries() {
			val, err := attributeValue(a.Value, loc)
			if err != nil {
				return nil, err
			}
			params = append(params, &param{name: attributeName(a.Key), value: val, source: f.source, loc: loc})
		}
		titles, err := cat.h.Flatten(en.Key, loc)
		if err != nil {
			return nil, err
		}
		for _, t := range titles {
			var given types.Value
			switch t {
			case types.Bool(false), types.Undef:
				return nil, evalerr.Errorf(loc, "No title provided and %s is not a valid resource reference", rubyInspect(name))
			}
			switch t.(type) {
			case types.String:
			case types.Int, types.Float, types.Bool:
				// Puppet keeps such a key as the title value: the catalog
				// knows the resource by its text, $title is the value.
				given = t
			default:
				return nil, evalerr.Errorf(loc, "create_resources(): resource titles must be strings, got %s", inferredName(t))
			}
			if _, err := cat.declare(name, tagString(t), given, params, form, loc, f); err != nil {
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
