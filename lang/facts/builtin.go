package facts

import (
	"embed"
	"fmt"
	"sort"
	"strings"

	"prepl/types"
)

// sets holds the built-in fact sets: what Facter 4 reports on a typical
// machine of each system, so that code can be compiled for nodes prepl
// is not running on.
//
//go:embed sets/*.json
var sets embed.FS

// BuiltinNames lists the built-in fact sets (debian-12, rhel-9, ...).
func BuiltinNames() []string {
	entries, _ := sets.ReadDir("sets")
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.Strings(names)
	return names
}

// Builtin returns the built-in fact set of the named system.
func Builtin(name string) (*types.Hash, error) {
	data, err := sets.ReadFile("sets/" + name + ".json")
	if err != nil || strings.ContainsAny(name, "/\\") {
		return nil, fmt.Errorf("no built-in facts for %q; there are %s", name, strings.Join(BuiltinNames(), ", "))
	}
	h, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("the built-in facts %s: %w", name, err)
	}
	return h, nil
}
