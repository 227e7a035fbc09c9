package lang

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/facts"
)

// TestFactsCommands runs :facts commands and inputs in one session, each
// step seeing the changes of those before it.
func TestFactsCommands(t *testing.T) {
	debian, err := facts.Builtin("debian-12")
	require.NoError(t, err)
	s := NewSession(Options{Facts: debian, FactsOrigin: "built-in set debian-12", WorkDir: "testdata"})
	steps := []struct {
		input string
		want  []string // substrings of the command's text or the input's value
		err   string
	}{
		{input: ":facts", want: []string{"facts of built-in set debian-12\n{", "'osfamily' => 'Debian'", "'clientcert' => 'debian12.example.com'"}},
		{input: "[$osfamily, $::operatingsystemrelease, $facts['os']['release']['full'], $trusted['certname']]", want: []string{"['Debian', '12.11', '12.11', 'debian12.example.com']"}},
		{input: ":facts use rhel-9", want: []string{"facts: built-in set rhel-9"}},
		{input: "[$osfamily, $os['selinux']['enabled'], $trusted['hostname'], $settings::certname]", want: []string{"['RedHat', true, 'rhel9', 'rhel9.example.com']"}},
		{input: ":facts set os.family=Suse", want: []string{"os.family = 'Suse'"}},
		{input: "[$os['family'], $osfamily]", want: []string{"['Suse', 'Suse']"}},
		{input: ":facts set os.release.full=9.5", want: []string{"os.release.full = '9.5'"}},
		{input: ":facts set processors.count=16", want: []string{"processors.count = 16"}},
		{input: ":facts set role='web server'", want: []string{"role = 'web server'"}},
		{input: ":facts set tags=[a, 'b c', 3]", want: []string{"tags = ['a', 'b c', 3]"}},
		{input: ":facts set custom.nested.flag=true", want: []string{"custom.nested.flag = true"}},
		{input: ":facts set note=$x + 1", want: []string{"note = '$x + 1'"}},
		{input: "[$operatingsystemrelease, $processorcount, $role, $note]", want: []string{"['9.5', 16, 'web server', '$x + 1']"}},
		{input: "[$tags, $custom] == [['a', 'b c', 3], {'nested' => {'flag' => true}}]", want: []string{"true"}},
		{input: ":facts", want: []string{"facts of built-in set rhel-9\n  os.family: set by hand\n  os.release.full: set by hand\n", "  note: set by hand\n{"}},
		{input: ":facts load extra-facts.yaml", want: []string{"3 facts from extra-facts.yaml"}},
		{input: "[$role, $datacenter, $osfamily, $operatingsystem, $os['release']['full']]", want: []string{"['database', 'fra1', 'RedHat', 'Rocky', '9.3']"}},
		{input: ":facts", want: []string{"  role: file extra-facts.yaml\n", "  os: file extra-facts.yaml\n"}},
		{input: ":facts use debian-12", want: []string{"built-in set debian-12"}},
		{input: "[$osfamily, $role =~ Undef]", err: "Unknown variable: 'role'"},
		{input: ":facts set os.family.name=x", err: "Cannot set os.family.name: the fact os.family is a String, not a hash"},
		{input: ":facts set =1", err: ":facts set takes KEY=VALUE"},
		{input: ":facts set novalue", err: ":facts set takes KEY=VALUE"},
		{input: ":facts set a..b=1", err: `"a..b" is not a fact name`},
		{input: ":facts use", err: ":facts use takes one name: local or a built-in set (debian-12, rhel-9, ubuntu-22.04, ubuntu-24.04, windows-2022)"},
		{input: ":facts use solaris-11", err: `no built-in facts for "solaris-11"`},
		{input: ":facts use debian-12 rhel-9", err: ":facts use takes one name"},
		{input: ":facts load", err: ":facts load needs a file name"},
		{input: ":facts load missing.yaml", err: "Cannot load facts: open testdata/missing.yaml: no such file or directory"},
		{input: ":facts frobnicate", err: `:facts takes use NAME, set KEY=VALUE or load FILE, not "frobnicate"`},
		{input: ":vars all", err: ":vars takes no arguments"},
		{input: ":reset now", err: ":reset takes no arguments"},
		{input: "$osfamily", want: []string{"'Debian'"}},
	}
	for _, st := range steps {
		var text string
		var failed string
		if s.IsCommand(st.input) {
			res := s.Command(context.Background(), st.input)
			text = res.Text
			if res.Err != nil {
				failed = res.Err.Message
			}
		} else {
			res := s.Eval(context.Background(), st.input)
			if res.Err != nil {
				failed = res.Err.Message
			} else {
				text = s.Show(res.Value)
			}
		}
		if st.err != "" {
			assert.Contains(t, failed, st.err, st.input)
			continue
		}
		require.Empty(t, failed, st.input)
		for _, w := range st.want {
			assert.Contains(t, text, w, st.input)
		}
	}
}

// TestFactsSurviveReset checks that :reset keeps the facts chosen.
func TestFactsSurviveReset(t *testing.T) {
	s := NewSession(Options{})
	require.Nil(t, s.Command(context.Background(), ":facts use windows-2022").Err)
	require.Nil(t, s.Command(context.Background(), ":facts set role=dc").Err)
	s.Reset()
	res := s.Eval(context.Background(), "[$osfamily, $role, $windows_product_name]")
	require.Nil(t, res.Err)
	assert.Equal(t, "['windows', 'dc', 'Windows Server 2022 Standard']", s.Show(res.Value))
}

// TestLocalFacts checks this machine's facts in a session: Facter's (or
// the gatherer's), with legacy facts, named as such by :facts.
func TestLocalFacts(t *testing.T) {
	s := NewSession(Options{})
	res := s.Eval(context.Background(), "[$facts['os']['family'] == $osfamily, $::operatingsystemrelease == $os['release']['full'], $processorcount =~ Integer]")
	require.Nil(t, res.Err)
	assert.Equal(t, "[true, true, true]", s.Show(res.Value))
	assert.Contains(t, s.Command(context.Background(), ":facts").Text, "facts of this machine (")
	require.Nil(t, s.Command(context.Background(), ":facts use local").Err)
}

// FuzzFactsCommand feeds :facts arbitrary arguments: each either changes
// the facts or fails with a message, and the session goes on.
func FuzzFactsCommand(f *testing.F) {
	for _, s := range []string{"", "use rhel-9", "set os.family=RedHat", "set a.b.c=[1, {x => y}]", "set x='unterminated",
		"set =", "set a..b=1", "load extra-facts.yaml", "load ../../etc/passwd", "use ../sets/debian-12", "set kernel.x=1"} {
		f.Add(s)
	}
	debian, err := facts.Builtin("debian-12")
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, args string) {
		s := NewSession(Options{Facts: debian, FactsOrigin: "built-in set debian-12", WorkDir: "testdata"})
		res := s.Command(context.Background(), ":facts "+args)
		if res.Err != nil {
			assert.NotEmpty(t, res.Err.Message)
		}
		after := s.Eval(context.Background(), "$facts =~ Hash")
		require.Nil(t, after.Err)
		assert.Equal(t, "true", s.Show(after.Value))
	})
}
