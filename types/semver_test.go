package types

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSemVerValues(t *testing.T) {
	v, err := ParseSemVer("1.2.3-rc.1+b.2")
	require.NoError(t, err)
	assert.Equal(t, KSemVer, v.Kind())
	assert.Equal(t, "1.2.3-rc.1+b.2", v.String())
	_, err = ParseSemVer("1.2")
	assert.EqualError(t, err, "The string '1.2' cannot be converted to a SemVer")

	n, err := NewSemVer(1, 2, 3, "rc.1", "b.2")
	require.NoError(t, err)
	assert.Equal(t, "1.2.3-rc.1+b.2", n.String())
	// One prerelease identifier "rc.1" orders after "rc" then 1.
	assert.Equal(t, 1, n.Compare(v))
	assert.False(t, n.Equal(v))
	_, err = NewSemVer(1, -2, 3, "", "")
	assert.Error(t, err)

	plain, err := ParseSemVer("1.2.3")
	require.NoError(t, err)
	withBuild, err := ParseSemVer("1.2.3+x")
	require.NoError(t, err)
	assert.Equal(t, 0, plain.Compare(withBuild))
	assert.False(t, plain.Equal(withBuild))
}

func TestSemVerRangeValues(t *testing.T) {
	r, err := ParseSemVerRange(">=1.0.0 <2.0.0")
	require.NoError(t, err)
	assert.Equal(t, KSemVerRange, r.Kind())
	assert.Equal(t, ">=1.0.0 <2.0.0", r.String())
	x, err := ParseSemVerRange("1.x")
	require.NoError(t, err)
	assert.True(t, r.Equal(x))
	_, err = ParseSemVerRange("bad")
	assert.EqualError(t, err, `Unparsable version range: "bad"`)

	v, _ := ParseSemVer("1.5.0")
	assert.True(t, r.Includes(v))
	assert.True(t, r.IncludesString("1.5.0"))
	assert.False(t, r.IncludesString("junk"))
	assert.False(t, r.IncludesString("2.0.0"))

	lo, _ := ParseSemVer("1.0.0")
	hi, _ := ParseSemVer("2.0.0")
	assert.Equal(t, "1.0.0 - 2.0.0", NewSemVerRange(lo, hi, false).String())
	assert.Equal(t, ">=1.0.0 <2.0.0", NewSemVerRange(lo, hi, true).String())
	assert.Equal(t, ">=1.0.0", NewSemVerRange(lo, nil, false).String())
	assert.True(t, NewSemVerRange(lo, hi, true).Equal(r))

	a, _ := ParseSemVerRange(">=1.0.0 <2.0.0")
	b, _ := ParseSemVerRange(">=2.0.0 <3.0.0")
	c, _ := ParseSemVerRange("5.x")
	merged := MergeSemVerRanges([]*SemVerRange{a, b, c})
	require.Len(t, merged, 2)
	assert.Equal(t, ">=1.0.0 <3.0.0", merged[0].String())
	assert.Equal(t, "5.x", merged[1].String())
	assert.True(t, a.CoveredBy(merged[0]))
	assert.False(t, merged[0].CoveredBy(a))
}
