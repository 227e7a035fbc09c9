package golden

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	// puppetSetting finds a setting a script or test reads whose name
	// starts with PUPPET.
	puppetSetting = regexp.MustCompile(`(?:Getenv\(|environ\.get\(|environ\[|ENV\[|ENV\.fetch\(|\$\{?)["']?(PUPPET\w*)`)
	// puppetCommand finds a `puppet` command run directly in Go, Python
	// or Ruby, shellPuppet one in a shell script.
	puppetCommand = regexp.MustCompile(`exec\.Command(?:Context)?\((?:ctx,\s*)?"puppet"|\[\s*["']puppet["']\s*,|(?:system|spawn|popen\w*|capture\w*)\(\s*["']puppet\b`)
	shellPuppet   = regexp.MustCompile(`(?m)^\s*puppet\s|\|\s*puppet\s`)
)

// TestRecordersTakePuppetFromOneSetting: no script or test of the
// repository runs a `puppet` command or reads a setting for Puppet other
// than PUPPET_REF (see the package comment).
func TestRecordersTakePuppetFromOneSetting(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && path != root {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".py", ".rb", ".sh":
		default:
			return nil
		}
		if path == filepath.Join(root, "internal", "golden", "recorders_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		checked++
		rel, _ := filepath.Rel(root, path)
		for _, m := range puppetSetting.FindAllStringSubmatch(string(data), -1) {
			assert.Equal(t, "PUPPET_REF", m[1], "%s reads %s: recorders take Puppet from PUPPET_REF alone", rel, m[1])
		}
		commands := puppetCommand
		if filepath.Ext(path) == ".sh" {
			commands = shellPuppet
		}
		for _, m := range commands.FindAllString(string(data), -1) {
			t.Errorf("%s runs a puppet command (%q): run it through scripts/puppet.rb", rel, strings.TrimSpace(m))
		}
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 100, "the repository's scripts and tests were not found")
}

func TestPuppetCommandPatterns(t *testing.T) {
	for _, s := range []string{
		`exec.Command("puppet", "apply")`,
		`subprocess.run(["puppet", "apply", f])`,
		`system('puppet apply x.pp')`,
	} {
		assert.True(t, puppetCommand.MatchString(s), s)
	}
	for _, s := range []string{"  puppet apply --noop x.pp\n", "cat x | puppet apply\n"} {
		assert.True(t, shellPuppet.MatchString(s), s)
	}
	for _, s := range []string{
		`exec.Command(kernel, "install", "--name", "puppet")`,
		`ruby scripts/puppet.rb apply`,
		"# runs `puppet apply` on it\n",
		"    puppet = subprocess.run(CATALOG)\n",
	} {
		assert.False(t, puppetCommand.MatchString(s), s)
	}
	assert.False(t, shellPuppet.MatchString(`ruby "$scripts/puppet.rb" apply --noop`))
	assert.Equal(t, "PUPPET", puppetSetting.FindStringSubmatch(`puppet=${PUPPET:-puppet}`)[1])
	assert.Equal(t, "PUPPET_RUBY", puppetSetting.FindStringSubmatch(`os.Getenv("PUPPET_RUBY")`)[1])
}
