package facts

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// TestCertname: the name given wins, then the fqdn fact, then this
// machine's host name, always in lower case.
func TestCertname(t *testing.T) {
	host, err := os.Hostname()
	require.NoError(t, err)
	withFQDN, err := Parse([]byte(`{"fqdn": "Web1.Example.COM"}`))
	require.NoError(t, err)
	emptyFQDN, err := Parse([]byte(`{"fqdn": ""}`))
	require.NoError(t, err)
	cases := []struct {
		name  string
		given string
		raw   *types.Hash
		want  string
	}{
		{"given", "Node.Example.com", withFQDN, "node.example.com"},
		{"fqdn fact", "", withFQDN, "web1.example.com"},
		{"empty fqdn", "", emptyFQDN, strings.ToLower(host)},
		{"no facts", "", nil, strings.ToLower(host)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Certname(c.given, c.raw))
		})
	}
}

// TestReservedTopName: the names the runtime binds in the top scope are
// reserved, facts' names are not.
func TestReservedTopName(t *testing.T) {
	for _, name := range []string{"facts", "trusted", "server_facts", "name", "title", "module_name", "caller_module_name", "environment"} {
		assert.True(t, ReservedTopName(name), name)
	}
	for _, name := range []string{"os", "fqdn", "networking", "hostname"} {
		assert.False(t, ReservedTopName(name), name)
	}
}
