package lang

import (
	"context"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/env"
	"prepl/lang/facts"
)

// benchEnvSession opens testdata/benchenv, an environment of modules we
// wrote sized like real ones (a baseline of packages, accounts and
// kernel settings, a web server with forty virtual hosts, monitoring,
// roles and profiles: about 550 resources from Hiera data through
// automatic parameter lookup, EPP templates, defined types, a Puppet
// function and type aliases), in a new session with its facts.
func benchEnvSession(tb testing.TB) *Session {
	tb.Helper()
	dir, err := filepath.Abs("testdata/benchenv")
	require.NoError(tb, err)
	environment, err := env.Open(env.Settings{Dir: dir})
	require.NoError(tb, err)
	f, err := facts.ReadFile(filepath.Join(dir, "facts.yaml"))
	require.NoError(tb, err)
	return NewSession(Options{Environment: environment, Facts: f, NodeName: "web01.bench.example.com"})
}

// TestBenchEnvironmentCatalog: each program of testdata/benchenv/catalog.txt
// (`include role::web`, ...) declares in the benchmark environment the
// resources Puppet 7.23 declares (recorded by scripts/record-benchenv.py;
// the parameters were compared with scripts/compare-catalogs.py).
func TestBenchEnvironmentCatalog(t *testing.T) {
	cases, err := golden.ReadCases("testdata/benchenv/catalog.txt")
	require.NoError(t, err)
	require.NotEmpty(t, cases)
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			s := benchEnvSession(t)
			defer s.Close()
			got := []string{}
			if res := s.Eval(context.Background(), c.Code); res.Err != nil {
				got = append(got, "ERROR: "+golden.Normalize(res.Err.Message, ""))
			} else {
				for _, r := range s.ev.Catalog().Resources {
					got = append(got, r.Type+"["+r.Title+"]")
				}
				sort.Strings(got)
			}
			require.Equal(t, c.Want(), got)
		})
	}
}

// BenchmarkBenchEnvironmentCatalog compiles `include role::web` in a new
// session each time: the module files are read and parsed once (the
// environment caches them), the Hiera data files once per session.
func BenchmarkBenchEnvironmentCatalog(b *testing.B) {
	for b.Loop() {
		s := benchEnvSession(b)
		if res := s.Eval(context.Background(), "include role::web"); res.Err != nil {
			b.Fatal(res.Err.Message)
		}
		s.Close()
	}
}

// BenchmarkBenchEnvironmentLookup is a notebook of lookups: the same
// session looks up the environment's keys again and again, as cells do.
func BenchmarkBenchEnvironmentLookup(b *testing.B) {
	s := benchEnvSession(b)
	defer s.Close()
	const cell = "[lookup('baseline::users').length, lookup('webstack::vhosts').length, lookup('baseline::packages').length, lookup('monitoring::checks')['load']['interval']]"
	for b.Loop() {
		if res := s.Eval(context.Background(), cell); res.Err != nil {
			b.Fatal(res.Err.Message)
		}
	}
}
