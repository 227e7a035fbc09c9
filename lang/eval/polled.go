package eval

import (
	"prepl/lang/syntax"
	"prepl/types"
)

// opPoll returns the evaluation's poll for one operator on values (a
// merge, a deletion), reset. Such an operator evaluates nothing while it
// runs, so one poll serves them all; a poll of its own would be
// allocated on every use, since the hash builders keep it.
func (e *Evaluator) opPoll() *types.Poll {
	e.run.opPoll = types.NewPoll(&e.run.interrupted)
	return &e.run.opPoll
}

// polled is v, or the evaluation's interruption when p stopped the walk
// that made v (whose result is then meaningless): encoding a hash key or
// comparing values made of shared parts may take long.
func (e *Evaluator) polled(loc syntax.Loc, v types.Value, p *types.Poll) (types.Value, error) {
	if p.Err() != nil {
		return nil, e.checkInterrupt(loc)
	}
	return v, nil
}

// hashGet is h.Get, stopped by an interrupt while it encodes a key made
// of shared parts; a key that is not an array or a hash takes no time to
// encode and is looked up directly.
func (e *Evaluator) hashGet(h *types.Hash, k types.Value, loc syntax.Loc) (types.Value, bool, error) {
	switch k.(type) {
	case *types.Array, *types.Hash:
	default:
		v, ok := h.Get(k)
		return v, ok, nil
	}
	p := types.NewPoll(&e.run.interrupted)
	v, ok := h.GetPolled(k, &p)
	if p.Err() != nil {
		return nil, false, e.checkInterrupt(loc)
	}
	return v, ok, nil
}
