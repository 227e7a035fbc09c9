package facts

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/types"
)

func TestReadFile(t *testing.T) {
	for _, tc := range []struct {
		file, want string
	}{
		{"plain.json", "{fqdn => web01.example.com, hostname => web01, os => {family => Debian, release => {major => 12}}, processors => {count => 4}, load => 0.5, is_virtual => true, nothing => }"},
		{"wrapped.json", "{hostname => web01, kernel => Linux}"},
		{"facts.yaml", "{hostname => db01, networking => {ip => 10.0.0.5, interfaces => {eth0 => {mtu => 1500}}}, memory_gb => 7.5, users => [alice, bob]}"},
		{"plain.yaml", "{hostname => plain, count => 3}"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			h, err := ReadFile("testdata/" + tc.file)
			require.NoError(t, err)
			assert.Equal(t, tc.want, display.ToString(h))
		})
	}
	for bad, msg := range map[string]string{
		"list.json":    "testdata/list.json: the facts must be a hash, got an Array",
		"broken.json":  "testdata/broken.json: ",
		"missing.json": "no such file or directory",
	} {
		_, err := ReadFile("testdata/" + bad)
		assert.ErrorContains(t, err, msg, bad)
	}
}

func TestSetPath(t *testing.T) {
	base, err := Parse([]byte(`{"os": {"family": "Debian", "release": {"full": "12.11"}}, "kernel": "Linux"}`))
	require.NoError(t, err)
	for _, tc := range []struct {
		key  string
		v    types.Value
		want string
		err  string
	}{
		{key: "os.release.full", v: types.String("12.5"), want: "{os => {family => Debian, release => {full => 12.5}}, kernel => Linux}"},
		{key: "os.distro.codename", v: types.String("bookworm"), want: "{os => {family => Debian, release => {full => 12.11}, distro => {codename => bookworm}}, kernel => Linux}"},
		{key: "role", v: types.String("web"), want: "{os => {family => Debian, release => {full => 12.11}}, kernel => Linux, role => web}"},
		{key: "kernel", v: types.Int(5), want: "{os => {family => Debian, release => {full => 12.11}}, kernel => 5}"},
		{key: "kernel.name", v: types.String("x"), err: "the fact kernel is a String, not a hash"},
		{key: "os.family.x", v: types.String("x"), err: "the fact os.family is a String, not a hash"},
		{key: "os..x", err: `"os..x" is not a fact name: a dotted name has no empty parts`},
	} {
		t.Run(tc.key, func(t *testing.T) {
			path, err := SplitKey(tc.key)
			if err == nil {
				var h *types.Hash
				h, err = SetPath(base, path, tc.v)
				if err == nil {
					assert.Equal(t, tc.want, display.ToString(h))
				}
			}
			if tc.err != "" {
				assert.EqualError(t, err, tc.err)
			} else {
				assert.NoError(t, err)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{`{"a": 1}`, "a: [1, 2]\nb: {c: d}\n", `{"name": "n", "values": {"x": 1.5}}`, "- 1\n", "{"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := Parse([]byte(s))
		if err == nil {
			assert.NotNil(t, h)
		}
	})
}
