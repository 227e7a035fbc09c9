package lang

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

func TestCompleteInContext(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "manifests"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "site.pp"), nil, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "manifests", "web.pp"), nil, 0o644))
	// Facts of their own, so that the completions do not depend on the
	// machine's.
	nodeFacts := types.HashOf(types.String("os"), types.HashOf(types.String("family"), types.String("Debian")))
	s := NewSession(Options{WorkDir: dir, NodeName: "n", Facts: nodeFacts})
	for _, in := range []string{
		"class ntp($servers = [], $service_enable = true) {}",
		"define app::vhost($port, $docroot = '/var/www') {}",
		"node 'web1.example.com', 'db1.example.com' {} node default {}",
		"$h = {'outer' => {'inner' => 1, 'other' => 2}}",
	} {
		require.Nil(t, s.Run(context.Background(), in).Err, in)
	}
	tests := []struct {
		code string
		want []string
	}{
		{"file { '/tmp/x': ens", []string{"ensure"}},
		{"file { '/tmp/x':\n  owner => 'root',\n  mo", []string{"mode"}},
		{"file { '/tmp/x': ensure => ", []string{"present", "absent", "file", "directory", "link"}},
		{"file { '/tmp/x': ensure => di", []string{"directory"}},
		{"service { 'ntp': enable => m", []string{"manual", "mask"}},
		{"class { 'ntp': serv", []string{"servers", "service_enable"}},
		{"app::vhost { 'a': do", []string{"docroot"}},
		{"notify { 'x': be", []string{"before"}},
		{"$facts['os']['fa", []string{"family']"}},
		{"$h['outer']['in", []string{"inner']"}},
		{`"${fa`, []string{"facts"}},
		{"[1, 2].sor", []string{"sort"}},
		{":load ma", []string{"manifests/"}},
		{":load manifests/w", []string{"manifests/web.pp"}},
		{":node web", []string{"web1.example.com"}},
		{":facts u", []string{"use"}},
		{":facts use rh", []string{"rhel-9"}},
		{":facts use ", []string{"debian-12", "local", "rhel-9", "ubuntu-22.04", "ubuntu-24.04", "windows-2022"}},
		{":facts set o", []string{"os"}},
		{":facts set os.fa", []string{"os.family"}},
		{":facts set os.family.x", nil},
		{":doc upc", []string{"upcase"}},
	}
	for _, tt := range tests {
		got, _, _ := s.Complete(tt.code, -1)
		assert.Equal(t, tt.want, got, "%q", tt.code)
	}
	methods, _, _ := s.Complete("[1, 2].", -1)
	assert.Contains(t, methods, "map")
	assert.NotContains(t, methods, "keys", "only functions that take an array")
	hashMethods, _, _ := s.Complete("{'a' => 1}.", -1)
	assert.Contains(t, hashMethods, "keys")
	strMethods, _, _ := s.Complete("'abc'.", -1)
	assert.Contains(t, strMethods, "upcase")
	assert.NotContains(t, strMethods, "keys")
}
