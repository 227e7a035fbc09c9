package notebooks

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/lang"
	"prepl/lang/facts"
)

// environmentDir is the teaching environment the lessons open with
// `:environment environment`.
const environmentDir = "environment"

// TestTeachingEnvironment compiles every role, profile and component
// class of the teaching environment for a Debian and a Red Hat node,
// and for the node web1.example.com, which has data of its own. The
// values checked are those Puppet 7 compiles for the same facts
// (scripts/compare-catalogs.py --environment notebooks/environment
// finds the catalogs identical).
func TestTeachingEnvironment(t *testing.T) {
	classes := []string{"timesync", "accounts", "motd", "webserver", "profile::base", "profile::web", "role::base", "role::webserver"}
	tests := []struct {
		os, node string
		want     map[string]string // an expression => its value
	}{
		{"debian-12", "", map[string]string{
			"getparam(Service['chrony'], 'ensure')":                                  "running",
			"getparam(User['alice'], 'groups')":                                      "[sudo]",
			"getparam(File['/etc/nginx/nginx.conf'], 'content') =~ /user www-data;/": "true",
			"$timesync::config_file":                                                 "/etc/chrony/chrony.conf",
		}},
		{"rhel-9", "", map[string]string{
			"getparam(Service['chronyd'], 'ensure')":                                          "running",
			"getparam(User['alice'], 'groups')":                                               "[wheel]",
			"getparam(File['/etc/chrony.conf'], 'content') =~ /server 1.pool.ntp.org iburst/": "true",
			"$webserver::sites_dir":                                                           "/etc/nginx/conf.d",
		}},
		{"rhel-9", "web1.example.com", map[string]string{
			"$timesync::servers":           "[time1.example.com, time2.example.com]",
			"$webserver::worker_processes": "4",
			"$profile::web::server_name":   "shop.example.com",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.os+" "+tt.node, func(t *testing.T) {
			f, err := facts.Builtin(tt.os)
			require.NoError(t, err)
			s := lang.NewSession(lang.Options{Facts: f, FactsOrigin: tt.os, NodeName: tt.node})
			defer s.Close()
			ctx := context.Background()
			res := s.Command(ctx, ":environment "+environmentDir)
			require.Nil(t, res.Err, res.Text)
			for _, c := range classes {
				r := s.Eval(ctx, "include "+c)
				require.Nil(t, r.Err, "include %s: %v", c, r.Err)
			}
			for expr, want := range tt.want {
				r := s.Eval(ctx, expr)
				require.Nil(t, r.Err, "%s: %v", expr, r.Err)
				assert.Equal(t, want, display.ToString(r.Value), expr)
			}
		})
	}
}
