package resourcetypes

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTypeList(t *testing.T) {
	// `puppet describe --list` of Puppet 7.23, plus the internal component
	// and whit types.
	assert.Equal(t, []string{
		"component", "exec", "file", "filebucket", "group", "notify", "package", "resources",
		"schedule", "service", "stage", "tidy", "user", "whit",
	}, Names())
	assert.Equal(t, "7.23.0", PuppetVersion)
	_, ok := Lookup("cron")
	assert.False(t, ok, "cron left Puppet's core in Puppet 6")
}

func TestAttributes(t *testing.T) {
	file, ok := Lookup("file")
	require.True(t, ok)
	for _, a := range []string{"path", "ensure", "mode", "owner", "content", "source", "name", "before", "tag", "noop", "stage"} {
		assert.True(t, file.ValidAttribute(a), a)
	}
	for _, a := range []string{"message", "title", "command"} {
		assert.False(t, file.ValidAttribute(a), a)
	}
	assert.Equal(t, "path", file.Namevar())
	assert.True(t, file.Isomorphic)

	pkg, _ := Lookup("package")
	assert.Equal(t, []string{"name", "provider", "command"}, pkg.KeyAttributes)
	assert.Equal(t, "name", pkg.Namevar(), "several namevars: name stands for the title")

	exec, _ := Lookup("exec")
	assert.Equal(t, "command", exec.Namevar())
	assert.False(t, exec.Isomorphic)
}

func TestDescriptions(t *testing.T) {
	// Every type has a description, and every description names a type.
	for _, n := range Names() {
		rt, _ := Lookup(n)
		assert.NotEmpty(t, rt.Doc, n)
	}
	for n := range descriptions {
		_, ok := Lookup(n)
		assert.True(t, ok, "description of unknown type %s", n)
	}
	file, _ := Lookup("file")
	assert.Contains(t, file.Doc, "owner, group and mode")
}

func TestMetaparameters(t *testing.T) {
	assert.Equal(t, []string{"noop", "schedule", "audit", "loglevel", "alias", "tag", "require", "subscribe", "before", "notify", "stage"}, Metaparameters)
	assert.True(t, IsMetaparameter("alias"))
	assert.False(t, IsMetaparameter("message"))
	for _, m := range []string{"before", "require", "notify", "subscribe"} {
		assert.True(t, IsRelationshipMetaparameter(m), m)
	}
	assert.False(t, IsRelationshipMetaparameter("tag"))
}

func TestParseTitle(t *testing.T) {
	file, _ := Lookup("file")
	for _, tc := range []struct{ title, path string }{
		{"/tmp/x", "/tmp/x"},
		{"/tmp/x/", "/tmp/x"},
		{"/tmp/x///", "/tmp/x"},
		{"/", "/"},
		{"c:/", "c:/"},
		{"relative/", "relative"},
	} {
		attrs, vals, ok := file.ParseTitle(tc.title)
		require.True(t, ok, tc.title)
		assert.Equal(t, []string{"path"}, attrs)
		assert.Equal(t, []string{tc.path}, vals, tc.title)
	}
	notify, _ := Lookup("notify")
	attrs, vals, ok := notify.ParseTitle("any\ntitle")
	require.True(t, ok)
	assert.Equal(t, []string{"name"}, attrs)
	assert.Equal(t, []string{"any\ntitle"}, vals)
}

// TestWholeTitlePattern checks that the pattern that captures the whole
// title gives what matching it gives, for every built-in type that has
// it and titles of any text.
func TestWholeTitlePattern(t *testing.T) {
	re := regexp.MustCompile(wholeTitle)
	titles := []string{"", "x", "any\ntitle", "\n", "a\r\nb\n", "ünï", "\xff\xfe", "a\x00b", "/tmp/x/"}
	for _, name := range Names() {
		typ, _ := Lookup(name)
		if len(typ.TitlePatterns) == 0 || !typ.TitlePatterns[0].whole {
			continue
		}
		for _, title := range titles {
			attrs, vals, ok := typ.ParseTitle(title)
			require.True(t, ok, title)
			assert.Equal(t, typ.TitlePatterns[0].Attributes, attrs)
			m := re.FindStringSubmatch(title)
			require.NotNil(t, m, title)
			assert.Equal(t, m[1:], vals, "%s %q", name, title)
		}
	}
	notify, _ := Lookup("notify")
	assert.True(t, notify.TitlePatterns[0].whole)
	file, _ := Lookup("file")
	assert.False(t, file.TitlePatterns[0].whole)
}

// BenchmarkParseTitle is the title of a notify and of a file read for
// the resources' uniqueness keys.
func BenchmarkParseTitle(b *testing.B) {
	notify, _ := Lookup("notify")
	file, _ := Lookup("file")
	for b.Loop() {
		notify.ParseTitle("probe check-site1-http")
		file.ParseTitle("/srv/www/site1/")
	}
}
