// Package jsonvalue reads JSON text into Puppet values, keeping the order
// of object keys (Puppet's hashes are ordered): facts files, Hiera's
// json_data and stdlib's parsejson all read JSON through it.
package jsonvalue

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"prepl/types"
)

// Decode parses one JSON document: objects become hashes in their key
// order, integral numbers Integers, other numbers Floats, null undef.
func Decode(data []byte) (types.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := value(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("unexpected data after the JSON value")
	}
	return v, nil
}

// value reads one JSON value keeping the order of object keys.
func value(dec *json.Decoder) (types.Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			b := types.NewHashBuilder(8)
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := value(dec)
				if err != nil {
					return nil, err
				}
				b.Set(types.String(kt.(string)), v)
			}
			_, err := dec.Token()
			return b.Build(), err
		case '[':
			var out []types.Value
			for dec.More() {
				v, err := value(dec)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			_, err := dec.Token()
			return types.NewArray(out), err
		}
	case json.Number:
		if i, err := t.Int64(); err == nil {
			return types.Int(i), nil
		}
		f, err := t.Float64()
		if err != nil {
			return nil, err
		}
		return types.Float(f), nil
	case string:
		return types.String(t), nil
	case bool:
		return types.BoolOf(t), nil
	case nil:
		return types.Undef, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
}
