package semver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustVersion(t *testing.T, s string) *Version {
	t.Helper()
	v, err := Parse(s)
	require.NoError(t, err, s)
	return v
}

func TestVersionsGolden(t *testing.T) {
	rows := readGolden(t, "testdata/versions.golden")
	require.NotEmpty(t, rows)
	for _, r := range rows {
		name := fmt.Sprintf("line %d %q", r.line, r.fields)
		switch {
		case strings.HasPrefix(r.template, "notice(SemVer({q0}))"):
			v, err := Parse(r.fields[0])
			if msg, isErr := wantError(r.want); isErr {
				require.Error(t, err, name)
				assert.Contains(t, msg, err.Error(), name)
				continue
			}
			require.NoError(t, err, name)
			assert.Equal(t, r.want, v.String(), name)
		case strings.HasPrefix(r.template, "notice([SemVer({q0}) <"):
			a, b := mustVersion(t, r.fields[0]), mustVersion(t, r.fields[1])
			c := a.Compare(b)
			assert.Equal(t, r.want, fmt.Sprintf("[%t, %t, %t]", c < 0, a.Equal(b), c > 0), name)
			assert.Equal(t, -c, b.Compare(a), name)
		case strings.HasPrefix(r.template, "notice([SemVer(1, 0, 0, {q0})"):
			a, err := New(1, 0, 0, r.fields[0], "")
			require.NoError(t, err, name)
			b := mustVersion(t, r.fields[1])
			c := a.Compare(b)
			assert.Equal(t, r.want, fmt.Sprintf("[%s, %t, %t, %t]", a, c < 0, a.Equal(b), c > 0), name)
		default:
			t.Fatalf("unknown template %q", r.template)
		}
	}
}

func TestRangesGolden(t *testing.T) {
	rows := readGolden(t, "testdata/ranges.golden")
	require.NotEmpty(t, rows)
	for _, r := range rows {
		name := fmt.Sprintf("line %d %q", r.line, r.fields)
		rng, err := ParseRange(r.fields[0])
		if msg, isErr := wantError(r.want); isErr && err != nil {
			assert.Contains(t, msg, err.Error(), name)
			continue
		}
		require.NoError(t, err, name)
		switch {
		case strings.HasPrefix(r.template, "notice(SemVerRange({q0}))"):
			assert.Equal(t, r.want, rng.String(), name)
		case strings.HasPrefix(r.template, "notice(SemVer({q1}) =~"):
			assert.Equal(t, r.want, fmt.Sprint(rng.Includes(mustVersion(t, r.fields[1]))), name)
		case strings.HasPrefix(r.template, "notice(SemVerRange({q0}) =="):
			other, err := ParseRange(r.fields[1])
			if msg, isErr := wantError(r.want); isErr {
				require.Error(t, err, name)
				assert.Contains(t, msg, err.Error(), name)
				continue
			}
			require.NoError(t, err, name)
			assert.Equal(t, r.want, fmt.Sprint(rng.Equal(other)), name)
		default:
			t.Fatalf("unknown template %q", r.template)
		}
	}
}
