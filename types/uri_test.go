package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseURI checks URI parsing and text against Ruby's URI.parse and
// URI#to_s, and the components Puppet's URI values answer.
func TestParseURI(t *testing.T) {
	cases := []struct {
		in, text                                            string
		scheme, userinfo, host, port, path, query, fragment Value
		opaque                                              Value
	}{
		{"http://x", "http://x", String("http"), Undef, String("x"), Int(80), String(""), Undef, Undef, Undef},
		{"HTTP://X:80/", "http://X/", String("http"), Undef, String("X"), Int(80), String("/"), Undef, Undef, Undef},
		{"http://u:p@x:8080/a/b?q=1&r=2#frag", "http://u:p@x:8080/a/b?q=1&r=2#frag", String("http"), String("u:p"), String("x"), Int(8080), String("/a/b"), String("q=1&r=2"), String("frag"), Undef},
		{"mailto:a@b", "mailto:a@b", String("mailto"), Undef, Undef, Undef, Undef, Undef, Undef, String("a@b")},
		{"/path/only", "/path/only", Undef, Undef, Undef, Undef, String("/path/only"), Undef, Undef, Undef},
		{"a/b", "a/b", Undef, Undef, Undef, Undef, String("a/b"), Undef, Undef, Undef},
		{"http://[::1]:80/", "http://[::1]/", String("http"), Undef, String("[::1]"), Int(80), String("/"), Undef, Undef, Undef},
		{"ftp://x", "ftp://x/", String("ftp"), Undef, String("x"), Int(21), String(""), Undef, Undef, Undef},
		{"file:///etc/hosts", "file:///etc/hosts", String("file"), Undef, String(""), Undef, String("/etc/hosts"), Undef, Undef, Undef},
		{"urn:isbn:123", "urn:isbn:123", String("urn"), Undef, Undef, Undef, Undef, Undef, Undef, String("isbn:123")},
		{"urn:isbn:123?x", "urn:isbn:123?x", String("urn"), Undef, Undef, Undef, Undef, Undef, Undef, String("isbn:123?x")},
		{"http://x?", "http://x?", String("http"), Undef, String("x"), Int(80), String(""), String(""), Undef, Undef},
		{"http://x#", "http://x#", String("http"), Undef, String("x"), Int(80), String(""), Undef, String(""), Undef},
		{"//host/p", "//host/p", Undef, Undef, String("host"), Undef, String("/p"), Undef, Undef, Undef},
		{"http://x:/p", "http://x/p", String("http"), Undef, String("x"), Int(80), String("/p"), Undef, Undef, Undef},
		{"HTTPS://x:443", "https://x", String("https"), Undef, String("x"), Int(443), String(""), Undef, Undef, Undef},
		{"svn+ssh://x/p", "svn+ssh://x/p", String("svn+ssh"), Undef, String("x"), Undef, String("/p"), Undef, Undef, Undef},
		{"http://%41/", "http://%41/", String("http"), Undef, String("%41"), Int(80), String("/"), Undef, Undef, Undef},
	}
	for _, c := range cases {
		u, err := ParseURI(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.text, u.String(), c.in)
		for name, want := range map[string]Value{"scheme": c.scheme, "userinfo": c.userinfo, "host": c.host, "port": c.port,
			"path": c.path, "query": c.query, "fragment": c.fragment, "opaque": c.opaque} {
			got, ok := u.Member(name)
			require.True(t, ok)
			assert.Equal(t, want, got, "%s %s", c.in, name)
		}
	}
	for in, msg := range map[string]string{
		"x y":          `bad URI(is not URI?): "x y"`,
		"http://x/a b": `bad URI(is not URI?): "http://x/a b"`,
		"foo http://x": `bad URI(is not URI?): "foo http://x"`,
	} {
		_, err := ParseURI(in)
		assert.EqualError(t, err, msg)
	}
	_, ok := (&URI{}).Member("foo")
	assert.False(t, ok)
}

// TestURIType checks URI types against Puppet 7: their string forms,
// which URI values they accept and how they compare.
func TestURIType(t *testing.T) {
	typ := func(param Value) Type {
		v, err := Parameterize(TURI, []Value{param})
		require.NoError(t, err)
		return v.(Type)
	}
	uri := func(s string) *URI {
		u, err := ParseURI(s)
		require.NoError(t, err)
		return u
	}
	enum := NewEnumType([]string{"http", "https"}, false)
	strs := []struct {
		typ  Type
		want string
	}{
		{TURI, "URI"},
		{typ(String("http://x:8080/p")), "URI[{'scheme' => 'http', 'host' => 'x', 'port' => '8080', 'path' => '/p'}]"},
		{typ(String("HTTPS://X:443/A")), "URI[{'scheme' => 'https', 'host' => 'x', 'path' => '/A'}]"},
		{typ(String("ftp://x")), "URI[{'scheme' => 'ftp', 'host' => 'x', 'port' => '21'}]"},
		{typ(String("file:///etc/hosts")), "URI[{'scheme' => 'file', 'path' => '/etc/hosts'}]"},
		{typ(String("http://u:p@x?q#f")), "URI[{'scheme' => 'http', 'userinfo' => 'u:p', 'host' => 'x', 'query' => 'q', 'fragment' => 'f'}]"},
		{typ(String("mailto:a@b")), "URI[{'scheme' => 'mailto', 'opaque' => 'a@b'}]"},
		{typ(HashOf(String("scheme"), enum)), "URI[{'scheme' => Enum['http', 'https']}]"},
		{typ(HashOf(String("port"), Int(80))), "URI[{'port' => 80}]"},
		{typ(HashOf(String("scheme"), Undef)), "URI[{'scheme' => undef}]"},
		{typ(EmptyHash), "URI"},
		{Infer(uri("http://x")), "URI[{'scheme' => 'http', 'host' => 'x'}]"},
		{InferGeneralized(uri("http://x")), "URI"},
		{Infer(typ(String("http://x"))), "Type[URI[{'scheme' => 'http', 'host' => 'x'}]]"},
	}
	for _, c := range strs {
		assert.Equal(t, c.want, c.typ.String())
	}

	instances := []struct {
		typ  Type
		uri  string
		want bool
	}{
		{TURI, "http://x", true},
		{typ(String("http://x")), "http://x/a", true},
		{typ(String("http://x:8080/p")), "http://x:8080/p", false},
		{typ(String("http://X/p")), "http://x/p", true},
		{typ(String("http://x/p")), "HTTP://X/p", true},
		{typ(HashOf(String("scheme"), enum)), "https://x", true},
		{typ(HashOf(String("scheme"), enum)), "ftp://x", false},
		{typ(HashOf(String("scheme"), mustRegexp(t, "^ht"))), "http://x/p", true},
		{typ(HashOf(String("scheme"), TNotUndef)), "http://x/p", true},
		{typ(HashOf(String("scheme"), TNotUndef)), "/p", false},
		{typ(HashOf(String("scheme"), Undef)), "/p", true},
		{typ(HashOf(String("scheme"), TUndef)), "/p", true},
		{typ(HashOf(String("port"), Int(81))), "http://x:81/p", true},
		{typ(HashOf(String("port"), Int(80))), "http://x/p", true},
	}
	for _, c := range instances {
		assert.Equal(t, c.want, IsInstance(c.typ, uri(c.uri)), "%s =~ %s", c.uri, c.typ)
	}
	assert.False(t, IsInstance(TURI, String("http://x")))
	assert.False(t, IsInstance(TData, uri("http://x")))
	assert.False(t, IsInstance(TRuntime, uri("http://x")))

	assignable := []struct {
		to, from Type
		want     bool
	}{
		{typ(HashOf(String("scheme"), TString)), typ(HashOf(String("scheme"), String("http"))), true},
		{typ(HashOf(String("scheme"), String("http"))), typ(HashOf(String("scheme"), TString)), false},
		{typ(HashOf(String("scheme"), String("http"))), typ(String("http://x")), true},
		{typ(String("http://x")), typ(HashOf(String("scheme"), String("http"))), false},
		{typ(HashOf(String("scheme"), String("HTTP"))), typ(HashOf(String("scheme"), String("http"))), true},
		{typ(HashOf(String("scheme"), mustRegexp(t, "^h"))), typ(HashOf(String("scheme"), String("http"))), true},
		{typ(HashOf(String("scheme"), enum)), typ(HashOf(String("scheme"), NewEnumType([]string{"http"}, false))), true},
		{TURI, typ(String("http://x")), true},
		{typ(String("http://x")), TURI, false},
		{TAny, TURI, true},
	}
	for _, c := range assignable {
		assert.Equal(t, c.want, IsAssignable(c.to, c.from), "%s >= %s", c.to, c.from)
	}
	assert.True(t, Equal(typ(String("http://x")), typ(HashOf(String("scheme"), String("http"), String("host"), String("x")))))
	assert.False(t, Equal(typ(String("http://x")), typ(String("http://x/"))))
	assert.True(t, Equal(uri("http://x"), uri("http://X/")))
	assert.False(t, Equal(uri("http://x"), uri("https://x")))
	assert.True(t, KeyEqual(typ(String("http://x")), typ(String("http://x"))))

	for _, bad := range []Value{Int(1), HashOf(String("foo"), Int(1)), Undef, String(""), String("x"), String("/p"),
		HashOf(String("scheme"), String("")), HashOf(String("port"), Int(-1)), HashOf(String("port"), String("80")),
		HashOf(String("path"), Int(1)), HashOf(String("scheme"), NewOptionalType(TString))} {
		_, err := Parameterize(TURI, []Value{bad})
		assert.Error(t, err, "%v", bad)
	}
	_, err := Parameterize(TURI, []Value{Int(1)})
	assert.EqualError(t, err, "URI-Type[] arguments must be types. Got Integer")
	_, err = Parameterize(TURI, []Value{String("a:b"), String("c")})
	assert.EqualError(t, err, "URI-Type[] accepts 1 argument. Got 2")
}

// TestBuildURI checks URI.new(hash) against Puppet 7.
func TestBuildURI(t *testing.T) {
	u, err := BuildURI(HashOf(String("scheme"), String("http"), String("host"), String("x"), String("path"), String("/p")))
	require.NoError(t, err)
	assert.Equal(t, "http://x/p", u.String())
	u, err = BuildURI(EmptyHash)
	require.NoError(t, err)
	assert.Equal(t, "", u.String())
	u, err = BuildURI(HashOf(String("scheme"), String("https"), String("host"), String("x"), String("port"), Int(8443)))
	require.NoError(t, err)
	assert.Equal(t, "https://x:8443", u.String())
}

func mustRegexp(t *testing.T, src string) *Regexp {
	r, err := NewRegexp(src)
	require.NoError(t, err)
	return r
}

// TestParseURIEmptyUserinfo: Ruby keeps no user for "//@".
func TestParseURIEmptyUserinfo(t *testing.T) {
	u, err := ParseURI("//@")
	require.NoError(t, err)
	assert.Equal(t, "", u.String())
	v, _ := u.Member("userinfo")
	assert.Equal(t, Undef, v)
}
