package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRubyInModules runs prepl on the Ruby bridge's fixture modules: an
// ERB template, a Ruby function of each API and a Ruby resource type, as
// a user's script would; with --safe, Ruby is refused unless --trust-ruby
// names the modules, and inline templates are refused even then.
func TestRubyInModules(t *testing.T) {
	if _, err := exec.LookPath("ruby"); err != nil {
		t.Skip("no Ruby")
	}
	modules, err := filepath.Abs("../../lang/rubybridge/testdata/env/modules")
	require.NoError(t, err)
	prog := `notice(inline_template("<%= @x.map { |v| v * 2 }.inspect %>"))
notice(demo::greet('Ann'))
notice(demo_join('a', 'b'))
demo_thing { 't': value => 1 }
notice(Demo_thing['t']['value'])`
	res := runPrepl(t, t.TempDir(), "", "--modulepath", modules, "-e", "$x = [1, 2]\n"+prog)
	require.Equal(t, 0, res.code, res.stderr)
	assert.Equal(t, "Notice: [2, 4]\nNotice: Hello, Ann!\nNotice: <a>,<b>\nNotice: 1\n", res.stdout)

	res = runPrepl(t, t.TempDir(), "", "--safe", "--modulepath", modules, "-e", `notice(demo::greet('Ann'))`)
	assert.Equal(t, 1, res.code)
	assert.Contains(t, res.stderr, "safe mode")

	res = runPrepl(t, t.TempDir(), "", "--safe", "--trust-ruby", modules, "--modulepath", modules, "-e", `notice(demo::greet('Ann'))`)
	require.Equal(t, 0, res.code, res.stderr)
	assert.Equal(t, "Notice: Hello, Ann!\n", res.stdout)

	res = runPrepl(t, t.TempDir(), "", "--safe", "--trust-ruby", modules, "--modulepath", modules, "-e", `notice(inline_template('x'))`)
	assert.Equal(t, 1, res.code)
	assert.Contains(t, res.stderr, "inline_template() runs Ruby code written in the input, which safe mode does not run")
}
