package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/lang"
)

func TestOSFacts(t *testing.T) {
	for _, tc := range []struct {
		name, origin, family, err string
	}{
		{name: ""},
		{name: "rhel-9", origin: "built-in set rhel-9", family: "RedHat"},
		{name: "windows-2022", origin: "built-in set windows-2022", family: "windows"},
		{name: "beos", err: `--os: no built-in facts for "beos"; there are debian-12, rhel-9, ubuntu-22.04, ubuntu-24.04, windows-2022`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts, err := withOSFacts(tc.name, lang.Options{NodeName: "kept"})
			if tc.err != "" {
				assert.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, "kept", opts.NodeName)
			assert.Equal(t, tc.origin, opts.FactsOrigin)
			if tc.family == "" {
				assert.Nil(t, opts.Facts)
				return
			}
			family, _ := opts.Facts.GetString("osfamily")
			assert.Equal(t, tc.family, display.ToString(family))
		})
	}
}

// TestOSFlag checks that a wrong --os or $PREPL_OS stops the kernel
// before it serves, saying why.
func TestOSFlag(t *testing.T) {
	var stdout, stderr strings.Builder
	assert.Equal(t, 2, run([]string{"-f", "unused.json", "--os", "beos"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), `--os: no built-in facts for "beos"`)
	t.Setenv(OSEnv, "plan9")
	stderr.Reset()
	assert.Equal(t, 2, run([]string{"-f", "unused.json"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), `--os: no built-in facts for "plan9"`)
}
