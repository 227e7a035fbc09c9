package semver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

func mustVersion(t *testing.T, s string) *Version {
	t.Helper()
	v, err := Parse(s)
	require.NoError(t, err, s)
	return v
}

func TestVersionsGolden(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/versions.golden")
	require.NotEmpty(t, rows)
	for _, r := range rows {
		name := r.Name()
		switch {
		case strings.HasPrefix(r.Template, "notice(SemVer({q0}))"):
			v, err := Parse(r.Fields[0])
			if msg, isErr := r.WantError(); isErr {
				require.Error(t, err, name)
				assert.Contains(t, msg, err.Error(), name)
				continue
			}
			require.NoError(t, err, name)
			assert.Equal(t, r.Want, v.String(), name)
		case strings.HasPrefix(r.Template, "notice([SemVer({q0}) <"):
			a, b := mustVersion(t, r.Fields[0]), mustVersion(t, r.Fields[1])
			c := a.Compare(b)
			assert.Equal(t, r.Want, fmt.Sprintf("[%t, %t, %t]", c < 0, a.Equal(b), c > 0), name)
			assert.Equal(t, -c, b.Compare(a), name)
		case strings.HasPrefix(r.Template, "notice([SemVer(1, 0, 0, {q0})"):
			a, err := New(1, 0, 0, r.Fields[0], "")
			require.NoError(t, err, name)
			b := mustVersion(t, r.Fields[1])
			c := a.Compare(b)
			assert.Equal(t, r.Want, fmt.Sprintf("[%s, %t, %t, %t]", a, c < 0, a.Equal(b), c > 0), name)
		default:
			t.Fatalf("unknown template %q", r.Template)
		}
	}
}

func TestRangesGolden(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/ranges.golden")
	require.NotEmpty(t, rows)
	for _, r := range rows {
		name := r.Name()
		rng, err := ParseRange(r.Fields[0])
		if msg, isErr := r.WantError(); isErr && err != nil {
			assert.Contains(t, msg, err.Error(), name)
			continue
		}
		require.NoError(t, err, name)
		switch {
		case strings.HasPrefix(r.Template, "notice(SemVerRange({q0}))"):
			assert.Equal(t, r.Want, rng.String(), name)
		case strings.HasPrefix(r.Template, "notice(SemVer({q1}) =~"):
			assert.Equal(t, r.Want, fmt.Sprint(rng.Includes(mustVersion(t, r.Fields[1]))), name)
		case strings.HasPrefix(r.Template, "notice(SemVerRange({q0}) =="):
			other, err := ParseRange(r.Fields[1])
			if msg, isErr := r.WantError(); isErr {
				require.Error(t, err, name)
				assert.Contains(t, msg, err.Error(), name)
				continue
			}
			require.NoError(t, err, name)
			assert.Equal(t, r.Want, fmt.Sprint(rng.Equal(other)), name)
		default:
			t.Fatalf("unknown template %q", r.Template)
		}
	}
}
