package construct

import (
	"sync"

	"prepl/types"
)

// A constructor creates values of one family of types from the arguments
// of a `new` call.
type constructor interface {
	call(c Caller, args []types.Value) (types.Value, error)
}

// constructorFunc is a constructor that takes its arguments as they come.
type constructorFunc func(c Caller, args []types.Value) (types.Value, error)

func (f constructorFunc) call(c Caller, args []types.Value) (types.Value, error) { return f(c, args) }

// sigConstructor is a constructor with Puppet-typed signatures, as
// Puppet's new_<type> functions are written: the first signature that
// accepts the arguments creates the value; when none does, the first
// mismatch handler that accepts them words the error, and without one the
// error lists the signatures and why each rejected the call.
type sigConstructor struct {
	// name is the constructor's name in error messages ("new_float").
	name string
	// local are the type aliases the signatures refer to, "Name = Type".
	local []string
	// sigs create values; mismatch explain arguments no sig accepts.
	sigs     []*ctorSig
	mismatch []*ctorSig

	once      sync.Once
	err       error
	locals    TypeScope
	described []types.Signature
}

// ctorSig is one signature of a constructor.
type ctorSig struct {
	params []ctorParam
	// create makes the value (signatures); explain returns the message of
	// the error (mismatch handlers) or fails with an error of its own.
	create  func(c Caller, args []types.Value) (types.Value, error)
	explain func(k *sigConstructor, c Caller, args []types.Value) (string, error)

	min int
	// accepted are the hashes the parameters accepted.
	accepted acceptedHashes
}

// ctorParam is one parameter: its name, its type as Puppet source and
// whether it may be left out (optional parameters come last).
type ctorParam struct {
	name     string
	typeSrc  string
	optional bool

	typ types.Type
	// any is set when typ accepts every value.
	any bool
}

// reqParam and optionalParam write the parameters of a signature briefly.
func reqParam(name, typeSrc string) ctorParam { return ctorParam{name: name, typeSrc: typeSrc} }
func optionalParam(name, typeSrc string) ctorParam {
	return ctorParam{name: name, typeSrc: typeSrc, optional: true}
}

// call creates the value with the first signature that accepts args; the
// constructor's types are resolved (see resolve).
func (k *sigConstructor) call(c Caller, args []types.Value) (types.Value, error) {
	for _, s := range k.sigs {
		if s.accepts(args) {
			return s.create(c, args)
		}
	}
	for _, s := range k.mismatch {
		if s.accepts(args) {
			msg, err := s.explain(k, c, args)
			if err != nil {
				return nil, err
			}
			return nil, newErrorf("'%s' %s", k.name, msg)
		}
	}
	return nil, mismatch(types.DescribeSignatures(k.name, k.described, args, nil))
}

// localType returns one of the constructor's local types (after the
// first call resolved them).
func (k *sigConstructor) localType(name string) types.Type {
	return k.locals.Alias(name)
}

// accepts tells whether the argument count and types fit the signature.
func (s *ctorSig) accepts(args []types.Value) bool {
	if len(args) < s.min || len(args) > len(s.params) {
		return false
	}
	for i, a := range args {
		t := s.params[i].typ
		if s.params[i].any {
			continue
		}
		if h, ok := a.(*types.Hash); ok && h.Len() > 0 {
			if s.accepted.has(i, h) {
				continue
			}
			if !types.IsInstance(t, a) {
				return false
			}
			s.accepted.add(i, h)
			continue
		}
		if !types.IsInstance(t, a) {
			return false
		}
	}
	return true
}

// resolve evaluates the parameter types once. The local aliases live in
// a scope of their own (see Types), so that each constructor's names
// (several have a "Convertible") stay apart and print as Puppet prints
// them ("Convertible = Variant[...]").
func (k *sigConstructor) resolve(r Types) error {
	k.once.Do(func() {
		k.locals, k.err = r.Local(k.local)
		if k.err != nil {
			return
		}
		for _, list := range [][]*ctorSig{k.sigs, k.mismatch} {
			for _, s := range list {
				if k.err = s.resolve(k.locals); k.err != nil {
					return
				}
			}
		}
		for _, s := range k.sigs {
			k.described = append(k.described, s.describe())
		}
	})
	return k.err
}

func (s *ctorSig) resolve(scope TypeScope) error {
	s.min = 0
	for i := range s.params {
		p := &s.params[i]
		t, err := scope.Eval(p.typeSrc)
		if err != nil {
			return err
		}
		p.typ, p.any = t, types.IsAssignable(t, types.TAny)
		if !p.optional {
			s.min = i + 1
		}
	}
	return nil
}

// describe gives the signature as types.DescribeSignatures needs it.
func (s *ctorSig) describe() types.Signature {
	ts := make([]types.Type, len(s.params))
	names := make([]string, len(s.params))
	for i, p := range s.params {
		ts[i], names[i] = p.typ, p.name
	}
	return types.Signature{
		Type:       types.NewCallableType(ts, int64(s.min), int64(len(s.params)), nil, nil),
		ParamNames: names,
	}
}

// identityConstructor is NotUndef's: the value itself (Puppet's new_unit).
var identityConstructor = &sigConstructor{
	name: "new_unit",
	sigs: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Any")},
		create: func(_ Caller, args []types.Value) (types.Value, error) { return args[0], nil },
	}},
}

// objectConstructor creates instances of an Object type from an init hash
// or from positional attribute values.
func objectConstructor(t *types.ObjectType) constructor {
	return constructorFunc(func(_ Caller, args []types.Value) (types.Value, error) {
		o, err := t.New(args)
		if err != nil {
			return nil, mismatch(err.Error())
		}
		return o, nil
	})
}

// argAt returns the i-th argument, nil when it was left out.
func argAt(args []types.Value, i int) types.Value {
	if i < len(args) {
		return args[i]
	}
	return nil
}

// hashArg returns an entry of a named-arguments hash, nil when absent.
func hashArg(h *types.Hash, key string) types.Value {
	v, _ := h.GetString(key)
	return v
}
