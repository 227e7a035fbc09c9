package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/lang"
)

func TestSessionOptionsFromEnvironment(t *testing.T) {
	for _, tc := range []struct {
		env, origin, family, err string
	}{
		{env: ""},
		{env: "rhel-9", origin: "built-in set rhel-9", family: "RedHat"},
		{env: "windows-2022", origin: "built-in set windows-2022", family: "windows"},
		{env: "beos", err: `PREPL_OS: no built-in facts for "beos"; there are debian-12, rhel-9, ubuntu-22.04, ubuntu-24.04, windows-2022`},
	} {
		t.Run(tc.env, func(t *testing.T) {
			t.Setenv(OSEnv, tc.env)
			opts, err := withOSFacts(lang.Options{})
			if tc.err != "" {
				assert.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
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
