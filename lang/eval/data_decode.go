package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"go.yaml.in/yaml/v3"

	"prepl/types"
)

// DecodeJSON parses one JSON document into Puppet values, keeping the
// order of object keys (for functions that parse JSON text).
func DecodeJSON(data []byte) (types.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := jsonValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("unexpected data after the JSON value")
	}
	return v, nil
}

// DecodeYAML parses the first document of a YAML text into Puppet values
// (undef for an empty text).
func DecodeYAML(data []byte) (types.Value, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	if len(doc.Content) == 0 {
		return types.Undef, nil
	}
	return yamlValue(doc.Content[0])
}
