package facts

import (
	"context"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/types"
)

// notGathered are the facts Facter resolves that the gatherer does not:
// they need Ruby, Augeas or hypervisor probes.
var notGathered = map[string]bool{
	"augeas": true, "augeasversion": true, "facterversion": true, "hypervisors": true,
	"ruby": true, "rubyplatform": true, "rubysitedir": true, "rubyversion": true,
	"virtual": true, "is_virtual": true, "dmi": true, "ssh": true, "partitions": true,
}

// volatile are the facts that change from one moment to the next, whose
// shape alone is compared.
var volatile = map[string]bool{
	"load_averages": true, "memory": true, "memoryfree": true, "memoryfree_mb": true,
	"mountpoints": true, "system_uptime": true, "uptime": true, "uptime_days": true,
	"uptime_hours": true, "uptime_seconds": true, "swapfree": true, "swapfree_mb": true,
}

func TestGatherMatchesFacter(t *testing.T) {
	if _, err := exec.LookPath("facter"); err != nil {
		t.Skip("facter is not installed")
	}
	want, _, err := RunFacter(context.Background())
	require.NoError(t, err)
	got := Gather()
	for _, e := range want.Entries() {
		name := string(e.Key.(types.String))
		if notGathered[name] {
			continue
		}
		mine, ok := got.GetString(name)
		if !assert.True(t, ok, "the gatherer lacks %s", name) {
			continue
		}
		if volatile[name] {
			assert.Equal(t, shape(e.Value), shape(mine), name)
			continue
		}
		assert.Equal(t, display.ToString(e.Value), display.ToString(mine), name)
	}
	assert.Equal(t, keys(want, nil), keys(got, want), "the facts' order")
}

// shape describes a value's structure: its type, and for hashes their
// keys and the shapes of their values.
func shape(v types.Value) string {
	switch x := v.(type) {
	case *types.Hash:
		s := "{"
		for _, e := range x.Entries() {
			s += display.ToString(e.Key) + ":" + shape(e.Value) + " "
		}
		return s + "}"
	case *types.Array:
		if x.Len() > 0 {
			return "[" + shape(x.At(0)) + "]"
		}
		return "[]"
	}
	return types.Infer(v).String()[:3]
}

// keys lists the names of h's facts, in order, leaving out those the
// gatherer does not resolve and, given other, those other lacks.
func keys(h, other *types.Hash) []string {
	var out []string
	for _, e := range h.Entries() {
		k := string(e.Key.(types.String))
		if notGathered[k] {
			continue
		}
		if other != nil && !has(other, k) {
			continue
		}
		out = append(out, k)
	}
	return out
}

func has(h *types.Hash, k string) bool {
	_, ok := h.GetString(k)
	return ok
}
