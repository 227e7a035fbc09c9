package eval

import (
	"prepl/lang/facts"
	"prepl/types"
)

// DecodeJSON parses one JSON document into Puppet values, keeping the
// order of object keys (for functions that parse JSON text).
func DecodeJSON(data []byte) (types.Value, error) { return facts.DecodeJSON(data) }

// DecodeYAML parses the first document of a YAML text into Puppet values
// (undef for an empty text).
func DecodeYAML(data []byte) (types.Value, error) { return facts.DecodeYAML(data) }
