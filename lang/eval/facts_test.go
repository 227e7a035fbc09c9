package eval

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/lang/syntax"
	"prepl/types"
)

func TestLoadFacts(t *testing.T) {
	for _, tc := range []struct {
		file, want string
	}{
		{"plain.json", "{fqdn => web01.example.com, hostname => web01, os => {family => Debian, release => {major => 12}}, processors => {count => 4}, load => 0.5, is_virtual => true, nothing => }"},
		{"wrapped.json", "{hostname => web01, kernel => Linux}"},
		{"facts.yaml", "{hostname => db01, networking => {ip => 10.0.0.5, interfaces => {eth0 => {mtu => 1500}}}, memory_gb => 7.5, users => [alice, bob]}"},
		{"plain.yaml", "{hostname => plain, count => 3}"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			h, err := LoadFacts("testdata/facts/" + tc.file)
			require.NoError(t, err)
			assert.Equal(t, tc.want, display.ToString(h))
		})
	}
	for _, bad := range []string{"list.json", "broken.json", "missing.json"} {
		_, err := LoadFacts("testdata/facts/" + bad)
		assert.Error(t, err, bad)
	}
	_, err := LoadFacts("testdata/facts/list.json")
	assert.ErrorContains(t, err, "the facts must be a hash, got an Array")
}

func TestFactsInTopScope(t *testing.T) {
	facts, err := LoadFacts("testdata/facts/plain.json")
	require.NoError(t, err)
	var notices []string
	e := New(Options{Facts: facts, Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	prog, err := syntax.Parse(syntax.NewSource("f.pp", `
notice($facts['os']['family'], $hostname, $::fqdn, $os['release']['major'])
notice($trusted['certname'], $trusted['hostname'], $trusted['domain'], $server_facts['servername'])
notice($nothing =~ Undef)
`))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"Debian web01 web01.example.com 12",
		"web01.example.com web01 example.com web01.example.com",
		"true",
	}, notices)
}

func TestFactsAreReserved(t *testing.T) {
	for _, code := range []string{`$facts = {}`, `$trusted = 1`, `$server_facts = 1`} {
		e := New(Options{})
		prog, err := syntax.Parse(syntax.NewSource("r.pp", code))
		require.NoError(t, err)
		_, err = e.Evaluate(context.Background(), prog)
		assert.Error(t, err, code)
	}
}

func TestLocalFacts(t *testing.T) {
	f := LocalFacts()
	for _, k := range []string{"os", "kernel", "hostname", "fqdn", "processors", "networking"} {
		_, ok := f.GetString(k)
		assert.True(t, ok, k)
	}
	procs, _ := f.GetString("processors")
	count, _ := procs.(*types.Hash).GetString("count")
	assert.Greater(t, int64(count.(types.Int)), int64(0))
	host, _ := f.GetString("hostname")
	fqdn, _ := f.GetString("fqdn")
	assert.Contains(t, string(fqdn.(types.String)), string(host.(types.String)))
}

func TestFactVariablesMayBeShadowed(t *testing.T) {
	facts, err := LoadFacts("testdata/facts/plain.json")
	require.NoError(t, err)
	var notices []string
	e := New(Options{Facts: facts, Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	prog, err := syntax.Parse(syntax.NewSource("s.pp", `$hostname = 'mine' notice($hostname, $facts['hostname'])`))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, []string{"mine web01"}, notices)
}
