package semver

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Strings of merged SemVer[ranges] types. The expectations are Puppet's
// output with min and max put back in order (DISAGREEMENTS 38), except
// where noted: there Puppet's merge changes the set of versions and the
// product keeps the exact union.
func TestMergeRangesStrings(t *testing.T) {
	tests := []struct {
		in   []string
		want []string
	}{
		{[]string{">=1.0.0 <2.0.0", ">=2.0.0 <3.0.0"}, []string{">=1.0.0 <3.0.0"}},
		{[]string{"1.0.0 - 2.0.0", "2.0.1 - 3.0.0"}, []string{"1.0.0 - 2.0.0", "2.0.1 - 3.0.0"}},
		{[]string{"1.0.0 - 2.0.0", ">=2.0.1 <3.0.0"}, []string{"1.0.0 - 2.0.0", ">=2.0.1 <3.0.0"}},
		{[]string{"1.0.0 - 2.0.0", ">2.0.0 <3.0.0"}, []string{">=1.0.0 <3.0.0"}},
		{[]string{"1.0.0 - 2.0.0", "3.0.0 - 4.0.0"}, []string{"1.0.0 - 2.0.0", "3.0.0 - 4.0.0"}},
		{[]string{"3.0.0 - 4.0.0", "1.0.0 - 2.0.0"}, []string{"3.0.0 - 4.0.0", "1.0.0 - 2.0.0"}},
		{[]string{"3.0.0 - 4.0.0", "1.0.0 - 2.0.0", "1.5.0 - 3.5.0"}, []string{"1.0.0 - 4.0.0"}},
		{[]string{"1.2.x", "1.x"}, []string{">=1.0.0 <2.0.0"}},
		{[]string{"1.2.3"}, []string{"1.2.3"}},
		{[]string{"1.2.3", "1.2.3"}, []string{"1.2.3 - 1.2.3"}},
		{[]string{"1.2.x", "1.x", "2.x"}, []string{"1.2.x", ">=1.0.0 <3.0.0"}},
		{[]string{"1.x", "3.x", "2.x"}, []string{">=1.0.0 <4.0.0"}},
		{[]string{"1.x", "2.x", "4.x", "3.x"}, []string{"1.x", ">=2.0.0 <5.0.0"}},
		{[]string{"1.x", "1.0.0-rc1"}, []string{"1.x", "1.0.0-rc1"}},
		{[]string{">=2.0.0", "1.x"}, []string{">=1.0.0"}},
		{[]string{"<2.0.0", "1.x"}, []string{"<2.0.0"}},
		{[]string{"<2.0.0", ">=2.0.0"}, []string{"*"}},
		// Puppet: '2.0.0 - 1.0.0', which includes 2.0.0.
		{[]string{"1.x", "1.2.x"}, []string{">=1.0.0 <2.0.0"}},
		// Puppet: '>=3.0.0 <1.0.0', which includes 1.0.0.
		{[]string{">1.0.0 <2.0.0", ">=1.5.0 <3.0.0"}, []string{">1.0.0 <3.0.0"}},
		// Puppet: 'Infinity.0.0 - 0.0.0-', which drops the prereleases "*" admits.
		{[]string{"*", "1.x"}, []string{"*"}},
		// Puppet fails internally on ranges with "||" in a SemVer type.
		{[]string{"1.x || 3.x", "2.x"}, []string{"1.x || 3.x", "2.x"}},
	}
	for _, tt := range tests {
		rs := typeRanges(t, tt.in...)
		got := make([]string, len(rs))
		for i, r := range rs {
			got[i] = r.String()
		}
		assert.Equal(t, tt.want, got, "%q", tt.in)
	}
}

func TestNewRange(t *testing.T) {
	v1, v2 := mustVersion(t, "1.0.0"), mustVersion(t, "2.0.0")
	tests := []struct {
		min, max *Version
		excl     bool
		want     string
		in, out  []string
	}{
		{v1, v2, false, "1.0.0 - 2.0.0", []string{"1.0.0", "1.5.0", "2.0.0"}, []string{"0.9.9", "2.0.1", "1.5.0-rc.1"}},
		{v1, v2, true, ">=1.0.0 <2.0.0", []string{"1.0.0", "1.9.9"}, []string{"2.0.0", "2.0.0-rc.1"}},
		{v1, nil, false, ">=1.0.0", []string{"1.0.0", "99999999999999999999.0.0"}, []string{"0.9.9"}},
		{nil, nil, false, "*", []string{"0.0.0", "3.0.0"}, []string{"1.0.0-rc.1"}},
		{v2, v1, false, "2.0.0 - 1.0.0", nil, []string{"1.5.0", "1.0.0", "2.0.0"}},
	}
	for _, tt := range tests {
		r := NewRange(tt.min, tt.max, tt.excl)
		assert.Equal(t, tt.want, r.String())
		for _, s := range tt.in {
			assert.True(t, r.Includes(mustVersion(t, s)), "%s in %s", s, tt.want)
		}
		for _, s := range tt.out {
			assert.False(t, r.Includes(mustVersion(t, s)), "%s not in %s", s, tt.want)
		}
	}
}

// Ranges on which Puppet fails internally (a Ruby NoMethodError or
// NameError in semantic_puppet); the product reads them as npm does.
func TestRangesPuppetFailsOn(t *testing.T) {
	tests := []struct {
		text      string
		canonical string
		in, out   []string
	}{
		{"<=*", "*", []string{"0.0.0", "1.0.0-rc.1", "9.9.9"}, nil},
		{"^*", "*", []string{"0.0.0", "1.0.0-rc.1"}, nil},
		{"^x", "*", []string{"5.0.0"}, nil},
		{"1.x || >=1.5.0 <2.0.0", ">=1.0.0 <2.0.0", []string{"1.0.0", "1.9.9"}, []string{"2.0.0"}},
		{">2.0.0 <1.0.0 >0.5.0", "<0.0.0", nil, []string{"0.6.0", "1.5.0", "3.0.0"}},
	}
	for _, tt := range tests {
		r, err := ParseRange(tt.text)
		require.NoError(t, err, tt.text)
		assert.Equal(t, tt.text, r.String())
		assert.Equal(t, tt.canonical, r.Canonical(), tt.text)
		for _, s := range tt.in {
			assert.True(t, r.Includes(mustVersion(t, s)), "%s in %s", s, tt.text)
		}
		for _, s := range tt.out {
			assert.False(t, r.Includes(mustVersion(t, s)), "%s not in %s", s, tt.text)
		}
	}
}

func TestCanonical(t *testing.T) {
	tests := map[string]string{
		"1.x":            ">=1.0.0 <2.0.0",
		"~1.2.3":         ">=1.2.3 <1.3.0",
		"^0.1.2":         ">=0.1.2 <0.2.0",
		"1.2.3 - 2":      ">=1.2.3 <=2.0.0",
		"||":             "*",
		">*":             "<0.0.0",
		"1.x || 2.x":     ">=1.0.0 <3.0.0",
		"1.x || 3.x":     ">=1.0.0 <2.0.0 || >=3.0.0 <4.0.0",
		"1.0.0 || 1.0.1": ">=1.0.0 <=1.0.1",
		"   ":            "<0.0.0",
		">1.2":           ">=1.3.0",
		"<=1.2":          "<1.3.0",
		"1.2.3+b":        "1.2.3+b",
	}
	for in, want := range tests {
		r, err := ParseRange(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, r.Canonical(), in)
	}
}

func TestRangeBounds(t *testing.T) {
	r, err := ParseRange(">1.0.0 <=2.0.0")
	require.NoError(t, err)
	b, bex, ok := r.Begin()
	require.True(t, ok)
	assert.Equal(t, "1.0.0", b.String())
	assert.True(t, bex)
	e, eex, ok := r.End()
	require.True(t, ok)
	assert.Equal(t, "2.0.0", e.String())
	assert.False(t, eex)
	multi, err := ParseRange("1.x || 3.x")
	require.NoError(t, err)
	_, _, ok = multi.Begin()
	assert.False(t, ok)
	assert.True(t, CoveredBy(multi, All))
	assert.False(t, CoveredBy(All, multi))
}
