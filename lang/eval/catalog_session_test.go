package eval

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/syntax"
)

// session evaluates inputs one after another in one evaluator, as the
// REPL does, and records the notices.
type session struct {
	t       *testing.T
	e       *Evaluator
	n       int
	notices []string
}

func newSession(t *testing.T) *session {
	s := &session{t: t}
	s.e = New(Options{NodeName: "node.example.com", Log: func(level LogLevel, msg string) {
		if level == LogNotice {
			s.notices = append(s.notices, msg)
		}
	}})
	return s
}

// eval evaluates one input and returns its notices and error.
func (s *session) eval(code string) ([]string, error) {
	s.t.Helper()
	s.n++
	s.notices = nil
	prog, err := syntax.Parse(syntax.NewSource(fmt.Sprintf("<input %d>", s.n), code))
	require.NoError(s.t, err)
	_, err = s.e.Evaluate(context.Background(), prog)
	return s.notices, err
}

// ok evaluates an input that must succeed and returns its notices.
func (s *session) ok(code string) []string {
	s.t.Helper()
	n, err := s.eval(code)
	require.NoError(s.t, err)
	return n
}

// catalogJSON is the session's catalog without what changes each time.
// refs lists the references of the catalog's resources of one type, in
// declaration order.
func (s *session) refs(typ string) []string {
	var out []string
	for _, r := range s.e.Catalog().Resources {
		if r.Type == typ {
			out = append(out, r.Ref())
		}
	}
	return out
}

func (s *session) catalogJSON() map[string]any {
	s.t.Helper()
	data, err := s.e.Catalog().JSON()
	require.NoError(s.t, err)
	return normalizedCatalog(s.t, data)
}

func TestLaterInputReplacesResource(t *testing.T) {
	s := newSession(t)
	s.ok(`notify { 'a': message => 'one' }`)
	assert.Equal(t, []string{"two"}, s.ok(`notify { 'a': message => 'two' } notice(Notify['a']['message'])`))
	v := s.e.Catalog()
	count := 0
	for _, r := range v.Resources {
		if r.Ref() == "Notify[a]" {
			count++
		}
	}
	assert.Equal(t, 1, count)
}

func TestDuplicateWithinInputFails(t *testing.T) {
	s := newSession(t)
	_, err := s.eval("notify { 'a': }\nnotify { 'a': }")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Duplicate declaration: Notify[a] is already declared at (file: <input 1>, line: 1); cannot redeclare")
	_, err = s.eval("notify { 'a': }")
	assert.NoError(t, err, "the failed input left nothing behind")
}

func TestFailedInputRollsBackCatalog(t *testing.T) {
	s := newSession(t)
	s.ok(`
define d($m = 'dm') { notify { "from ${title}": message => $m } }
class base { $v = 'base' }
class app inherits base { d { 'app': } }
@d { 'virtual': }
notify { 'keep': message => 'kept' }
Notify { loglevel => 'info' }
include app
`)
	before := s.catalogJSON()
	for _, failing := range []string{
		// fails in the main code after declaring and changing things
		`class extra { notify { 'extra': } } include extra
		 Notify['keep'] { tag => 'changed' }
		 File { mode => '0644' }
		 realize(D['virtual'])
		 notify { 'new': } -> Notify['keep']
		 fail('stop')`,
		// fails when the evaluation finishes (a define body)
		`D <| |> { m => 'over' }
		 d { 'broken': m => 'x' }
		 define broken() { fail('in define') }
		 broken { 'b': }`,
		// fails at the end: an unknown relationship target
		`notify { 'late': before => Notify['missing'] } realize(D['virtual'])`,
		// a node whose body fails
		`node default { include app notify { 'in node': } fail('node') }`,
	} {
		_, err := s.eval(failing)
		require.Error(t, err, failing)
		assert.Equal(t, before, s.catalogJSON(), failing)
	}
	_, err := s.eval(`notice($extra::x)`)
	assert.Error(t, err, "class extra was never evaluated")
	v := s.e.Catalog()
	_, ok := v.Resource("D[virtual]")
	assert.False(t, ok, "D[virtual] is still virtual")
	assert.Len(t, v.Virtual, 1)
	s.ok(`realize(D['virtual'])`)
	v = s.e.Catalog()
	_, ok = v.Resource("Notify[from virtual]")
	assert.True(t, ok)
	assert.Empty(t, v.Virtual)
}

func TestRollbackRestoresEarlierResources(t *testing.T) {
	s := newSession(t)
	s.ok(`notify { 'a': } notify { 'b': }`)
	before := s.catalogJSON()
	_, err := s.eval(`Notify['a'] { message => 'changed' } Notify['a'] -> Notify['b'] tag('x') fail('no')`)
	require.Error(t, err)
	assert.Equal(t, before, s.catalogJSON())
	_, err = s.eval(`Notify['a'] -> Notify['b'] notify { 'c': } Notify['zz'] { message => 'x' }`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Could not find resource(s) Notify[zz] for overriding")
	assert.Equal(t, before, s.catalogJSON())
}

func TestIncludeAfterRedefinition(t *testing.T) {
	s := newSession(t)
	assert.Equal(t, []string{"v1"}, s.ok(`class c { notice('v1') notify { 'x': message => 'v1' } } include c`))
	assert.Empty(t, s.ok(`include c`), "an unchanged class is not evaluated again")
	assert.Equal(t, []string{"v2", "v2"}, s.ok(`class c { notice('v2') notify { 'x': message => 'v2' } } include c notice(Notify['x']['message'])`))
	assert.Equal(t, []string{"p=5"}, s.ok(`class d($p = 1) { notice("p=${p}") } class { 'd': p => 5 }`))
	assert.Equal(t, []string{"p=6"}, s.ok(`class { 'd': p => 6 }`), "a later resource-like declaration replaces the earlier one")
}

func TestDefaultsAcrossInputs(t *testing.T) {
	s := newSession(t)
	s.ok(`Notify { message => 'one' }`)
	assert.Equal(t, []string{"two"}, s.ok(`Notify { message => 'two' } notify { 'n': } notice(Notify['n']['message'])`))
	_, err := s.eval(`Notify { loglevel => 'info' } Notify { loglevel => 'err' }`)
	assert.ErrorContains(t, err, "Default already defined for Notify { loglevel }; cannot redefine")
}

func TestNodeRunsOnce(t *testing.T) {
	s := newSession(t)
	assert.Equal(t, []string{"main", "node"}, s.ok(`node default { notice('node') } notice('main')`))
	assert.Equal(t, []string{"again"}, s.ok(`notice('again')`))
	assert.Equal(t, []string{"new node"}, s.ok(`node default { notice('new node') }`))
}

func TestNodeMatching(t *testing.T) {
	for _, tc := range []struct {
		node string
		want string
	}{
		{"web01.example.com", "exact web01.example.com"},
		{"WEB01.example.com", "exact web01.example.com"},
		{"db7.example.com", "regexp db7 __node_regexp__dbd.example.com"},
		{"other", "default default"},
	} {
		t.Run(tc.node, func(t *testing.T) {
			var notices []string
			e := New(Options{NodeName: tc.node, Log: func(l LogLevel, m string) { notices = append(notices, m) }})
			prog, err := syntax.Parse(syntax.NewSource("nodes.pp", `
node 'web01.example.com' { notice("exact ${name}") }
node /^(db\d+)\.example\.com$/ { notice("regexp ${1} ${name}") }
node default { notice("default ${name}") }
`))
			require.NoError(t, err)
			_, err = e.Evaluate(context.Background(), prog)
			require.NoError(t, err)
			assert.Equal(t, []string{tc.want}, notices)
		})
	}
}

func TestCollectorsApplyWithinTheirInput(t *testing.T) {
	s := newSession(t)
	s.ok(`@notify { 'early': }`)
	s.ok(`Notify <| |>`)
	_, ok := s.e.Catalog().Resource("Notify[early]")
	assert.True(t, ok, "a collector realizes resources of earlier inputs")
	s.ok(`@notify { 'later': }`)
	_, ok = s.e.Catalog().Resource("Notify[later]")
	assert.False(t, ok, "a collector does not outlive its input")
}

func TestCircularInheritance(t *testing.T) {
	for code, want := range map[string]string{
		"class a inherits b { }\nclass b inherits a { }\ninclude a": "Circular inheritance of class a: a inherits b inherits a",
		"class a inherits a { }\nclass { 'a': }":                    "Circular inheritance of class a: a inherits a",
		"class a inherits nosuch { }\ninclude a":                    "Could not find parent resource type '::nosuch' of type hostclass in production",
	} {
		_, err := newSession(t).eval(code)
		assert.ErrorContains(t, err, want, code)
	}
}

func TestNodeNameChange(t *testing.T) {
	s := newSession(t)
	assert.Equal(t, []string{"default"}, s.ok(`node 'web.example.com' { notice('web') } node default { notice('default') }`))
	s.e.SetNodeName("web.example.com")
	assert.Equal(t, []string{"main", "web"}, s.ok(`notice('main')`), "a new node name matches the node definitions again")
	assert.Equal(t, []string{"again"}, s.ok(`notice('again')`))
}

func TestNodeNameChangeRefreshesTrusted(t *testing.T) {
	s := newSession(t)
	assert.Equal(t, []string{"node.example.com node example.com"}, s.ok(`notice("${trusted['certname']} ${trusted['hostname']} ${trusted['domain']}")`))
	s.e.SetNodeName("Web01.Example.NET")
	assert.Equal(t, "web01.example.net", s.e.NodeName())
	assert.Equal(t, []string{"web01.example.net web01 example.net web01.example.net web01.example.net"},
		s.ok(`notice("${trusted['certname']} ${trusted['hostname']} ${trusted['domain']} ${clientcert} ${settings::certname}")`))
}

func TestRedefinitionInLaterInput(t *testing.T) {
	s := newSession(t)
	assert.Equal(t, []string{"one"}, s.ok(`class a { notice('one') } define d() { notice('d one') } include a`))
	assert.Equal(t, []string{"d two"}, s.ok(`define d() { notice('d two') } d { 'x': }`), "a later input may redefine a define")
	assert.Equal(t, []string{"two"}, s.ok(`class a { notice('two') } class { 'a': }`), "a later input may redefine a class")
	_, err := s.eval(`class b { } class b { }`)
	assert.ErrorContains(t, err, "Class 'b' is already defined (file: <input 4>, line: 1); cannot redefine")
	_, err = s.eval(`define e() { } define e() { }`)
	assert.ErrorContains(t, err, "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/e'. Originally set at (file: <input 5>, line: 1).")
	assert.Equal(t, []string{"b"}, s.ok(`class b { notice('b') } include b`), "the failed input defined nothing")
}

// TestNodeChangeDropsTheOldNode: after the node name changes, the catalog
// holds what the new node declares and nothing of the old one, classes
// it included among them; a failed input brings the old node back.
func TestNodeChangeDropsTheOldNode(t *testing.T) {
	s := newSession(t)
	s.ok(`node 'a' { notify { 'in a': } include c } node 'b' { notify { 'in b': } } node default {} class c { notify { 'in c': } }`)
	s.e.SetNodeName("a")
	s.ok(`$x = 1`)
	assert.Equal(t, []string{"Notify[in a]", "Notify[in c]"}, s.refs("Notify"))
	s.e.SetNodeName("b")
	s.ok(`$y = 2`)
	assert.Equal(t, []string{"Notify[in b]"}, s.refs("Notify"))
	s.ok(`$z = 3`)
	assert.Equal(t, []string{"Notify[in b]"}, s.refs("Notify"), "an unrelated input runs no node again")
	s.e.SetNodeName("a")
	_, err := s.eval(`fail('no')`)
	require.Error(t, err)
	assert.Equal(t, []string{"Notify[in b]"}, s.refs("Notify"), "a failed input changes nothing")
}

// TestRedefinedClassLeavesTheCatalog: a class redefined after it was
// declared takes its old resources out of the catalog; declaring it
// again declares the new definition's.
func TestRedefinedClassLeavesTheCatalog(t *testing.T) {
	s := newSession(t)
	s.ok(`class c { notify { 'old': } } include c`)
	s.ok(`class c { notify { 'new': } }`)
	assert.Empty(t, s.refs("Notify"))
	s.ok(`include c`)
	assert.Equal(t, []string{"Notify[new]"}, s.refs("Notify"))
}
