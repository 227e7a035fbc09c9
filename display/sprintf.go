package display

import (
	"encoding/base64"
	"math"
	"math/big"
	"prepl/types/regexptext"
	"slices"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

// Sprintf is Puppet's sprintf function: Ruby's Kernel#format applied to
// the arguments as Puppet hands them to Ruby (%<name>s and %{name} read
// a single hash argument). Like every Puppet 3.x function, sprintf sees
// a top-level undef as the empty string, regexps, times, versions and
// binaries as strings, default as the symbol :default, and resource
// references as resources; %s shows Ruby's to_s and %p Ruby's inspect of
// those (arrays as ["a", 1], hashes as {"k"=>1}). A resource type without
// a title (Notify) becomes a resource with an empty one (Notify[]).
//
// Ruby's inspect of a resource shows its title under its namevar:
// resource answers, for a resource type and a title, the namevar, or
// why the type takes no such title; nil stands for types that answer
// "name" to every title.
func Sprintf(format string, args []types.Value, resource func(typeName, title string) (namevar string, err error)) (string, error) {
	return SprintfPolled(format, args, resource, types.Poll{})
}

// SprintfPolled is Sprintf as a walk that poll can stop: then it returns
// types.ErrInterrupted, for arguments that may be too large to format
// before an interrupt or the memory limit stops the evaluation.
func SprintfPolled(format string, args []types.Value, resource func(typeName, title string) (namevar string, err error), poll types.Poll) (string, error) {
	// Strings, numbers and booleans are their own conversion and too
	// small to poll: arguments of only those (most calls) are formatted
	// as they are, with nothing copied or allocated for them.
	conv := sprintfArgs{vals: args, resource: resource}
	var converted map[types.Value]types.Value
	for i, a := range args {
		switch a.(type) {
		case types.String, types.Int, types.Float, types.Bool:
			continue
		}
		if converted == nil {
			converted = map[types.Value]types.Value{}
			conv.vals = slices.Clone(args)
			conv.poll = new(types.Poll)
			*conv.poll = poll
		}
		conv.vals[i] = runtime3(a, true, converted, conv.poll)
		if err := conv.poll.Err(); err != nil {
			return "", err
		}
		if err := conv.checkResources(conv.vals[i]); err != nil {
			return "", err
		}
	}
	s, err := rubyfmt.Format[types.Value](format, conv)
	if perr := conv.poll.Err(); perr != nil {
		return "", perr
	}
	if err != nil {
		if _, ok := err.(*rubyfmt.Error); ok {
			return "", &Error{Msg: err.Error()}
		}
		return "", err
	}
	return s, nil
}

// runtime3 converts a value as Puppet does for a 3.x function argument.
// A collection is converted once however often it occurs (converted
// remembers it), so a value made of shared parts stays as small as it
// is; p stops the walk.
func runtime3(v types.Value, top bool, converted map[types.Value]types.Value, p *types.Poll) types.Value {
	switch x := v.(type) {
	case nil, types.UndefValue:
		if top {
			return types.String("")
		}
		return types.Undef
	case *types.Regexp:
		return types.String(regexptext.String(x.Source()))
	case types.Timespan:
		return types.String(x.String())
	case types.Timestamp:
		return types.String(x.String())
	case *types.SemVer:
		return types.String(x.String())
	case *types.SemVerRange:
		return types.String(x.String())
	case *types.Binary:
		return types.String(base64.StdEncoding.EncodeToString(x.Bytes()))
	case *types.Array:
		if c, ok := converted[x]; ok {
			return c
		}
		elems := make([]types.Value, x.Len())
		for i, e := range x.Elements() {
			if p.Stop() {
				return x
			}
			elems[i] = runtime3(e, false, converted, p)
		}
		c := types.NewArray(elems)
		converted[x] = c
		return c
	case *types.Hash:
		if c, ok := converted[x]; ok {
			return c
		}
		b := types.NewHashBuilder(x.Len())
		for _, e := range x.Entries() {
			if p.Stop() {
				return x
			}
			b.Set(runtime3(e.Key, false, converted, p), runtime3(e.Value, false, converted, p))
		}
		c := b.Build()
		converted[x] = c
		return c
	}
	return v
}

// sprintfArgs implements rubyfmt.Args with Ruby's view of Puppet values.
type sprintfArgs struct {
	vals     []types.Value
	resource func(typeName, title string) (namevar string, err error)
	// poll stops the formatting of a value too large to finish.
	poll *types.Poll
}

// checkResources fails, as Puppet's conversion of a 3.x function's
// arguments does, for a resource reference that makes no resource: a
// class or resource type without a name, or a title the type refuses.
func (a sprintfArgs) checkResources(v types.Value) error {
	switch x := v.(type) {
	case *types.ClassType:
		if x.ClassName() == "" {
			return errorf(`No title provided and "class" is not a valid resource reference`)
		}
	case *types.ResourceType:
		if x.TypeName() == "" {
			return errorf(`No title provided and "resource" is not a valid resource reference`)
		}
		_, err := a.namevar(x)
		return err
	case *types.Array:
		for _, e := range x.Elements() {
			if a.poll.Stop() {
				return a.poll.Err()
			}
			if err := a.checkResources(e); err != nil {
				return err
			}
		}
	case *types.Hash:
		for _, e := range x.Entries() {
			if a.poll.Stop() {
				return a.poll.Err()
			}
			if err := a.checkResources(e.Key); err != nil {
				return err
			}
			if err := a.checkResources(e.Value); err != nil {
				return err
			}
		}
	}
	return nil
}

// namevar names the attribute under which Ruby's inspect shows the title
// of a resource.
func (a sprintfArgs) namevar(t types.Type) (string, error) {
	if a.resource == nil {
		return "name", nil
	}
	return a.resource(resourceTypeName(t), resourceTitle(t))
}

func (a sprintfArgs) Len() int             { return len(a.vals) }
func (a sprintfArgs) At(i int) types.Value { return a.vals[i] }

func (a sprintfArgs) Named(name string) (types.Value, bool, bool) {
	if len(a.vals) != 1 {
		return nil, false, false
	}
	h, ok := a.vals[0].(*types.Hash)
	if !ok {
		return nil, false, false
	}
	v, found := h.Get(types.String(name))
	return v, found, true
}

func (a sprintfArgs) String(v types.Value) (string, error) {
	switch x := v.(type) {
	case types.String:
		return string(x), nil
	case *types.Array, *types.Hash:
		return a.Inspect(v)
	case types.DefaultValue:
		return "default", nil
	case *types.Iterator:
		return "", errorf("Use of an Iterator is not supported here")
	case *types.ResourceType, *types.ClassType:
		return resourceText(x.(types.Type)), nil
	}
	return ToString(v), nil
}

// RubyInspect is Ruby's inspect of the Ruby form of a value, as Puppet's
// Ruby code shows it (in sprintf's %p, or in the JSON key Ruby's
// generator makes of an array or hash key): strings quoted, undef as nil,
// default as :default, arrays as ["a", 1] and hashes as {"k"=>1}. It
// fails only for an Iterator, which has no Ruby form.
func RubyInspect(v types.Value) (string, error) { return sprintfArgs{}.Inspect(v) }

func (a sprintfArgs) Inspect(v types.Value) (string, error) {
	b, err := a.appendInspect(nil, v)
	return string(b), err
}

// appendInspect appends Ruby's inspect of a converted value.
func (a sprintfArgs) appendInspect(buf []byte, v types.Value) ([]byte, error) {
	switch x := v.(type) {
	case types.String:
		return rubyfmt.AppendInspect(buf, string(x)), nil
	case nil, types.UndefValue:
		return append(buf, "nil"...), nil
	case types.DefaultValue:
		return append(buf, ":default"...), nil
	case *types.Sensitive:
		return append(buf, "#<"+sensitiveText+">"...), nil
	case *types.ResourceType, *types.ClassType:
		t := x.(types.Type)
		text := resourceText(t)
		namevar, err := a.namevar(t)
		if err != nil {
			return nil, err
		}
		buf = append(buf, text...)
		buf = append(buf, "{:"+namevar+"=>"...)
		buf = rubyfmt.AppendInspect(buf, resourceTitle(t))
		return append(buf, '}'), nil
	case *types.Iterator:
		return nil, errorf("Use of an Iterator is not supported here")
	case *types.Array:
		buf = append(buf, '[')
		for i, e := range x.Elements() {
			if a.poll.Stop() {
				return nil, a.poll.Err()
			}
			if i > 0 {
				buf = append(buf, ", "...)
			}
			var err error
			if buf, err = a.appendInspect(buf, e); err != nil {
				return nil, err
			}
		}
		return append(buf, ']'), nil
	case *types.Hash:
		buf = append(buf, '{')
		for i, e := range x.Entries() {
			if a.poll.Stop() {
				return nil, a.poll.Err()
			}
			if i > 0 {
				buf = append(buf, ", "...)
			}
			var err error
			if buf, err = a.appendInspect(buf, e.Key); err != nil {
				return nil, err
			}
			buf = append(buf, "=>"...)
			if buf, err = a.appendInspect(buf, e.Value); err != nil {
				return nil, err
			}
		}
		return append(buf, '}'), nil
	}
	return appendToString(buf, v, a.poll), nil
}

// resourceText is Ruby's Puppet::Resource#to_s of a resource reference:
// "Notify[x]", "Class[Foo]", "Notify[]" for a type without a title.
func resourceText(t types.Type) string {
	switch x := t.(type) {
	case *types.ResourceType:
		if r, ok := x.Reference(); ok {
			return r.String()
		}
	case *types.ClassType:
		if r, ok := x.Reference(); ok {
			return r.String()
		}
	}
	return t.String()
}

// resourceTypeName is the type of a resource reference: "File" for
// File['/a'], "Class" for Class['x'].
func resourceTypeName(t types.Type) string {
	if r, ok := t.(*types.ResourceType); ok {
		return r.TypeName()
	}
	return "Class"
}

func resourceTitle(t types.Type) string {
	switch x := t.(type) {
	case *types.ResourceType:
		return x.Title()
	case *types.ClassType:
		return types.CapitalizeSegments(x.ClassName())
	}
	return ""
}

// rubyClass names the Ruby class a value has in Puppet, for conversion
// errors ("can't convert Array into Integer").
func rubyClass(v types.Value) string {
	switch x := v.(type) {
	case types.Bool:
		return pick(bool(x), "true", "false")
	case nil, types.UndefValue:
		return "nil"
	case types.DefaultValue:
		return "Symbol"
	case *types.Array:
		return "Array"
	case *types.Hash:
		return "Hash"
	case types.String:
		return "String"
	case types.Int:
		return "Integer"
	case types.Float:
		return "Float"
	case *types.Sensitive:
		return rubySensitive
	case *types.ResourceType, *types.ClassType:
		return "Puppet::Resource"
	case types.Type:
		return "Puppet::Pops::Types::P" + x.Name() + "Type"
	}
	return "Object"
}

func (a sprintfArgs) Integer(v types.Value) (rubyfmt.Integer, error) {
	switch x := v.(type) {
	case types.Int:
		return rubyfmt.Integer{Small: int64(x)}, nil
	case types.Float:
		return floatToInteger(float64(x))
	case types.String:
		return rubyfmt.ParseInteger(string(x))
	}
	return rubyfmt.Integer{}, errorf("can't convert %s into Integer", rubyClass(v))
}

// floatToInteger is Float#to_i: truncation, to any size.
func floatToInteger(f float64) (rubyfmt.Integer, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return rubyfmt.Integer{}, errorf("%s", rubyfmt.FloatToS(f))
	}
	t := math.Trunc(f)
	if t >= -(1<<63) && t < 1<<63 {
		return rubyfmt.Integer{Small: int64(t)}, nil
	}
	b, _ := new(big.Float).SetFloat64(t).Int(nil)
	return rubyfmt.Integer{Big: b}, nil
}

func (a sprintfArgs) Implicit(v types.Value) (int64, error) {
	switch x := v.(type) {
	case types.Int:
		return int64(x), nil
	case types.Float:
		n, err := floatToInteger(float64(x))
		if err == nil && n.Big == nil {
			return n.Small, nil
		}
		return 0, errorf("float %s out of range of integer", rubyfmt.FloatToS(float64(x)))
	case nil, types.UndefValue:
		return 0, errorf("no implicit conversion from nil to integer")
	}
	return 0, errorf("no implicit conversion of %s into Integer", rubyClass(v))
}

func (a sprintfArgs) Float(v types.Value) (float64, error) {
	switch x := v.(type) {
	case types.Int:
		return float64(x), nil
	case types.Float:
		return float64(x), nil
	case types.String:
		return rubyfmt.ParseFloat(string(x))
	}
	return 0, errorf("can't convert %s into Float", rubyClass(v))
}

func (a sprintfArgs) ExactInteger(v types.Value) (rubyfmt.Integer, bool) {
	if x, ok := v.(types.Int); ok {
		return rubyfmt.Integer{Small: int64(x)}, true
	}
	return rubyfmt.Integer{}, false
}

func (a sprintfArgs) Char(v types.Value) (rune, bool, error) {
	s, ok := v.(types.String)
	if !ok {
		return 0, false, nil
	}
	if utf8.RuneCountInString(string(s)) != 1 {
		return 0, true, errorf("%%c requires a character")
	}
	r, _ := utf8.DecodeRuneInString(string(s))
	return r, true, nil
}
