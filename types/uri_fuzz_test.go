package types

import "testing"

// FuzzParseURI checks that no text makes the URI parser panic, and that
// a URI with a scheme and a host prints back to text that parses to an
// equal URI.
func FuzzParseURI(f *testing.F) {
	for _, s := range []string{"http://u:p@x:8080/a/b?q=1#f", "mailto:a@b", "//h/p", "a/b", "ftp://x//y", "file:///e", "http://[::1]:80/", "x y", "%zz", "http://%41/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseURI(s)
		if err != nil {
			return
		}
		for _, name := range []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment", "opaque"} {
			u.Member(name)
		}
		_ = u.parameters()
		if !u.Scheme.OK || !u.Host.OK {
			return
		}
		back, err := ParseURI(u.String())
		if err != nil {
			t.Fatalf("%q prints as %q, which does not parse: %v", s, u.String(), err)
		}
		if !back.Equal(u) {
			t.Fatalf("%q prints as %q, which parses to another URI", s, u.String())
		}
	})
}
