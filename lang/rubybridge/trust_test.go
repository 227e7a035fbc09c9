package rubybridge_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
	"prepl/lang"
	"prepl/lang/env"
	"prepl/types"
)

// trustLayout builds a course directory that is trusted and a learner's
// environment beside it: the course module reached through a symlink, a
// module of the learner's own, and a template in the course that is a
// symlink out of it. It returns the course and the environment.
func trustLayout(t *testing.T) (course string, e *env.Environment) {
	t.Helper()
	root := t.TempDir()
	course = filepath.Join(root, "course")
	testenv.WriteFiles(t, course, map[string]string{
		"modules/course/templates/hello.erb":    "hello <%= @who %>",
		"modules/course/templates/gen.erb":      "<%= scope.call_function('generate', ['/bin/echo', 'hi']) %>",
		"modules/course/templates/callmine.erb": "<%= scope.call_function('mine::shout', ['a']) %>",
		"modules/course/templates/nested.erb":   "[<%= scope.call_function('template', ['mine/own.erb']) %>]",
		"modules/course/lib/puppet/functions/course/twice.rb": `Puppet::Functions.create_function(:'course::twice') do
  dispatch :twice do
    param 'Integer', :n
  end
  def twice(n)
    n * 2
  end
end
`,
	})
	learner := filepath.Join(root, "learner")
	testenv.WriteFiles(t, learner, map[string]string{
		"outside.erb":                        "<%= 'escaped' %>",
		"env/modules/mine/templates/own.erb": "own <%= 1 + 1 %>",
		"env/modules/mine/lib/puppet/functions/mine/shout.rb": `Puppet::Functions.create_function(:'mine::shout') do
  def shout(s)
    s.upcase
  end
end
`,
	})
	require.NoError(t, os.Symlink(filepath.Join(learner, "outside.erb"), filepath.Join(course, "modules/course/templates/escape.erb")))
	require.NoError(t, os.Symlink(filepath.Join(course, "modules/course"), filepath.Join(learner, "env/modules/course")))
	dir := filepath.Join(learner, "env")
	e, err := env.New("", dir, []string{filepath.Join(dir, "modules")}, "")
	require.NoError(t, err)
	return course, e
}

// TestTrustRuby: a safe session runs Ruby only from files under its
// trusted directories, after symlinks are resolved; inline templates never
// run, and what trusted Ruby calls back still obeys safe mode.
func TestTrustRuby(t *testing.T) {
	requireRuby(t)
	course, e := trustLayout(t)
	opts := lang.Options{Environment: e, Safe: true, TrustRuby: []string{course}, NodeName: "node.example.com", Facts: types.EmptyHash}
	require.NoError(t, opts.CheckSafe())
	s := lang.NewSession(opts)
	t.Cleanup(s.Close)
	refused := "which safe mode runs only from the directories the --trust-ruby setting names"
	for _, tc := range []struct {
		name, src, value string
		errs             []string
	}{
		{"trusted template through a symlinked module", `$who = 'ann' template('course/hello.erb')`, "'hello ann'", nil},
		{"trusted Ruby function", `course::twice(21)`, "42", nil},
		{"learner's template", `template('mine/own.erb')`, "", []string{"ERB templates are Ruby code", refused, filepath.Join("mine", "templates", "own.erb")}},
		{"learner's Ruby function", `mine::shout('a')`, "", []string{"The function 'mine::shout'", refused}},
		{"symlink out of the trusted directory", `template('course/escape.erb')`, "", []string{refused, "outside.erb is not under one"}},
		{"inline template", `inline_template('<%= 1 %>')`, "", []string{"inline_template() runs Ruby code written in the input, which safe mode does not run"}},
		{"trusted template calling generate", `template('course/gen.erb')`, "", []string{"generate() runs programs, which safe mode does not allow"}},
		{"trusted template calling the learner's function", `template('course/callmine.erb')`, "", []string{"The function 'mine::shout'", refused}},
		{"trusted template rendering the learner's", `template('course/nested.erb')`, "", []string{refused}},
		{"trusted template after refusals", `$who = 'bo' template('course/hello.erb')`, "'hello bo'", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := s.Eval(context.Background(), tc.src)
			if tc.errs == nil {
				require.Nil(t, res.Err)
				assert.Equal(t, tc.value, s.Show(res.Value))
				return
			}
			require.NotNil(t, res.Err)
			for _, want := range tc.errs {
				assert.Contains(t, res.Err.Message, want)
			}
		})
	}
	res := s.Eval(context.Background(), "file('"+filepath.Join(course, "modules", "course", "templates", "hello.erb")+"')")
	require.Nil(t, res.Err, "a trusted directory can be read")
}

// TestTrustRubyOnlyInSafeMode: without safe mode the setting changes
// nothing: every template and function runs.
func TestTrustRubyOnlyInSafeMode(t *testing.T) {
	requireRuby(t)
	course, e := trustLayout(t)
	s := lang.NewSession(lang.Options{Environment: e, TrustRuby: []string{course}, NodeName: "node.example.com", Facts: types.EmptyHash})
	t.Cleanup(s.Close)
	for src, want := range map[string]string{
		`template('mine/own.erb')`:      "'own 2'",
		`template('course/escape.erb')`: "'escaped'",
		`inline_template('<%= 1 %>')`:   "'1'",
		`mine::shout('a')`:              "'A'",
	} {
		res := s.Eval(context.Background(), src)
		require.Nil(t, res.Err, src)
		assert.Equal(t, want, s.Show(res.Value), src)
	}
}

// TestTrustRubyChecksDirectories: a trusted directory must exist.
func TestTrustRubyChecksDirectories(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing")
	opts := lang.Options{Safe: true, TrustRuby: []string{missing}}
	err := opts.CheckSafe()
	require.Error(t, err)
	assert.Equal(t, "--trust-ruby "+missing+": no such directory", err.Error())
}
