package rubybridge

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"

	"prepl/display"
	"prepl/types"
)

// The values that cross the bridge are JSON with tags for what JSON lacks:
//
//	undef        null               Float       {"f": 1.5}
//	Boolean      true/false         Hash        {"h": [k1, v1, k2, v2, ...]}
//	Integer      123                default     {"d": 1}
//	String       "text"             Regexp      {"re": "source"}
//	Array        [...]              Sensitive   {"sens": value, "id": n}
//
// Any other value (a type, a Timespan, a resource reference, ...) goes to
// Ruby as {"ref": n, "s": its string form, "c": a class name}, an object
// that shows as Puppet shows it; when Ruby hands it back as {"ref": n},
// prepl gets the very value it sent. Handles live as long as the request
// that made them.

// handles keeps the values sent to Ruby by reference.
type handles struct {
	vals []types.Value
}

// encode turns a value into its bridge form.
func (h *handles) encode(v types.Value) any {
	switch x := v.(type) {
	case nil, types.UndefValue:
		return nil
	case types.String:
		return string(x)
	case types.Bool:
		return bool(x)
	case types.Int:
		return int64(x)
	case types.Float:
		return map[string]any{"f": float64(x)}
	case types.DefaultValue:
		return map[string]any{"d": 1}
	case *types.Regexp:
		return map[string]any{"re": x.Source()}
	case *types.Array:
		out := make([]any, 0, x.Len())
		for _, e := range x.Elements() {
			out = append(out, h.encode(e))
		}
		return out
	case *types.Hash:
		out := make([]any, 0, 2*x.Len())
		for _, en := range x.Entries() {
			out = append(out, h.encode(en.Key), h.encode(en.Value))
		}
		return map[string]any{"h": out}
	case *types.Sensitive:
		return map[string]any{"sens": h.encode(x.Unwrap()), "id": h.keep(v)}
	}
	m := map[string]any{"ref": h.keep(v), "s": display.ToString(v), "c": types.RubyClassName(v)}
	if _, ok := v.(types.Type); ok {
		m["type"] = true
	}
	return m
}

func (h *handles) keep(v types.Value) int {
	h.vals = append(h.vals, v)
	return len(h.vals) - 1
}

// decode turns a bridge form, as encoding/json read it with UseNumber,
// back into a value.
func (h *handles) decode(x any) (types.Value, error) {
	switch v := x.(type) {
	case nil:
		return types.Undef, nil
	case bool:
		return types.BoolOf(v), nil
	case string:
		return types.String(v), nil
	case json.Number:
		i, err := strconv.ParseInt(string(v), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("the Ruby value %s is not a Puppet Integer", v)
		}
		return types.Int(i), nil
	case []any:
		out := make([]types.Value, len(v))
		for i, e := range v {
			d, err := h.decode(e)
			if err != nil {
				return nil, err
			}
			out[i] = d
		}
		return types.NewArray(out), nil
	case map[string]any:
		return h.decodeTagged(v)
	}
	return nil, fmt.Errorf("undecodable value %T", x)
}

func (h *handles) decodeTagged(m map[string]any) (types.Value, error) {
	if len(m) == 0 {
		return nil, errors.New("undecodable value {}")
	}
	if f, ok := m["f"]; ok {
		n, ok := f.(json.Number)
		if !ok {
			return nil, errors.New("a Float that is not a number")
		}
		v, err := strconv.ParseFloat(string(n), 64)
		if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
			return nil, fmt.Errorf("the Ruby value %s is not a Puppet Float", n)
		}
		return types.Float(v), nil
	}
	if hv, ok := m["h"]; ok {
		elems, ok := hv.([]any)
		if !ok || len(elems)%2 != 0 {
			return nil, errors.New("a Hash that is not a list of keys and values")
		}
		b := types.NewHashBuilder(len(elems) / 2)
		for i := 0; i < len(elems); i += 2 {
			k, err := h.decode(elems[i])
			if err != nil {
				return nil, err
			}
			v, err := h.decode(elems[i+1])
			if err != nil {
				return nil, err
			}
			b.Set(k, v)
		}
		return b.Build(), nil
	}
	if _, ok := m["d"]; ok {
		return types.Default, nil
	}
	if re, ok := m["re"]; ok {
		s, ok := re.(string)
		if !ok {
			return nil, errors.New("a Regexp without a source")
		}
		return types.NewRegexp(s)
	}
	if ref, ok := m["ref"]; ok {
		n, ok := ref.(json.Number)
		i, err := strconv.Atoi(string(n))
		if !ok || err != nil || i < 0 || i >= len(h.vals) {
			return nil, fmt.Errorf("a reference to an unknown value (%v)", ref)
		}
		return h.vals[i], nil
	}
	if s, ok := m["sens"]; ok {
		v, err := h.decode(s)
		if err != nil {
			return nil, err
		}
		return types.NewSensitive(v), nil
	}
	return nil, errors.New("undecodable tagged value")
}

// maxMessage bounds one message, so a runaway template cannot make prepl
// read without end.
const maxMessage = 256 << 20

// readMessage reads one message: a JSON object on one line.
func readMessage(r *bufio.Reader) (map[string]any, error) {
	var line []byte
	for {
		chunk, isPrefix, err := r.ReadLine()
		if err != nil {
			return nil, err
		}
		line = append(line, chunk...)
		if len(line) > maxMessage {
			return nil, errors.New("a message from Ruby exceeds 256 MiB")
		}
		if !isPrefix {
			break
		}
	}
	return decodeMessage(line)
}

// decodeMessage parses one message.
func decodeMessage(line []byte) (map[string]any, error) {
	d := json.NewDecoder(bytes.NewReader(line))
	d.UseNumber()
	var m map[string]any
	if err := d.Decode(&m); err != nil {
		return nil, fmt.Errorf("a malformed message from Ruby: %w", err)
	}
	if m == nil {
		return nil, errors.New("a malformed message from Ruby: not an object")
	}
	if d.More() {
		return nil, errors.New("a malformed message from Ruby: text after the message")
	}
	return m, nil
}

// encodeMessage writes one message as a line.
func encodeMessage(m map[string]any) ([]byte, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
