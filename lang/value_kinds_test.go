package lang

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// valueKinds gives, for every kind of value, Puppet code that makes one.
// A kind added to types without a row here fails the test below, which
// checks that the kind is shown, compared, hashed, inferred and written
// as JSON (or refused there with an error, never a crash).
var valueKinds = map[types.Kind]string{
	types.KUndef:       `undef`,
	types.KDefault:     `default`,
	types.KInteger:     `42`,
	types.KFloat:       `1.5`,
	types.KString:      `'text'`,
	types.KBoolean:     `true`,
	types.KRegexp:      `/a+/`,
	types.KArray:       `[1, 'a']`,
	types.KHash:        `{'a' => 1}`,
	types.KTimespan:    `Timespan('1-02:03:04')`,
	types.KTimestamp:   `Timestamp('2024-01-02T03:04:05Z')`,
	types.KSemVer:      `SemVer('1.2.3')`,
	types.KSemVerRange: `SemVerRange('>=1.0.0')`,
	types.KSensitive:   `Sensitive('secret')`,
	types.KIterator:    `[1, 2].reverse_each`,
	types.KBinary:      `Binary('aGk=')`,
	types.KType:        `Integer[1, 2]`,
	types.KObject:      `Object[{name => 'Pt', attributes => {x => Integer}}].new(1)`,
	types.KURI:         `URI('http://example.com/a')`,
}

// unmadeKinds are the kinds Puppet code cannot make as a value, with why.
var unmadeKinds = map[types.Kind]string{
	types.KCallable: "a lambda cannot be kept as a value in Puppet",
	types.KRuntime:  "only Ruby code makes runtime values",
}

func TestEveryValueKindIsSupported(t *testing.T) {
	for k := types.KUndef; k < types.KindCount; k++ {
		code, ok := valueKinds[k]
		if !ok {
			_, unmade := unmadeKinds[k]
			assert.True(t, unmade, "kind %d has no row in valueKinds (or reason in unmadeKinds): add one, with display, equality, hashing, inference and JSON", k)
			continue
		}
		s, _ := newTestSession(t)
		ctx := context.Background()
		res := s.Eval(ctx, "$v = "+code)
		require.Nil(t, res.Err, code)
		assert.Equal(t, k, res.Value.Kind(), code)
		o := s.Run(ctx, "$v")
		require.Nil(t, o.Err, code)
		require.NotNil(t, o.Value, code)
		assert.NotEmpty(t, o.Value.Text(), "shown: %s", code)
		assert.NotEmpty(t, o.Value.Terminal(80, true), "coloured: %s", code)
		for _, check := range []string{
			`$v == $v`,                           // equality
			`{[$v] => 'found'}[[$v]] == 'found'`, // hashing, as a key
			`$v =~ type($v)`,                     // inference
		} {
			r := s.Eval(ctx, check)
			require.Nil(t, r.Err, "%s for %s", check, code)
			assert.Equal(t, types.True, r.Value, "%s for %s", check, code)
		}
		// JSON: written, or refused with Puppet's error, never an
		// internal error (a recovered defect).
		if r := s.Eval(ctx, `notify { 'n': message => [$v] } to_json([$v])`); r.Err != nil {
			assert.NotEqual(t, "InternalError", r.Err.Kind, "to_json: %s: %s", code, r.Err.Message)
		}
		if c := s.Command(ctx, ":catalog json"); c.Err != nil {
			assert.NotEqual(t, "InternalError", c.Err.Kind, "catalog JSON: %s: %s", code, c.Err.Message)
		}
	}
}
