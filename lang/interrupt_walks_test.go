package lang

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInterruptReachesWalksOverLargeValues interrupts operations that
// spend their time walking a value inside Go rather than in Puppet code:
// $big shares its halves, so it is only 40 levels deep and 40 arrays in
// memory, but any walk over it visits 2^40 elements. Each operation must
// stop with Interrupted after the cancellation and leave the session
// usable. The bound is generous because the machine running the tests
// may be busy; stopping takes milliseconds. Comparing values as hash keys
// (unique, the collection operators, hash literals and lookups) encodes
// them, which stops at 64 MiB: $wide, two million distinct arrays, takes
// long to encode without reaching that limit, so it shows that the
// encoding itself stops.
func TestInterruptReachesWalksOverLargeValues(t *testing.T) {
	s, _ := newTestSession(t)
	require.Nil(t, evalAll(t, s,
		`$big = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] }`,
		`$big2 = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] }`,
		`$bt = "${Integer[1, 40].map |$i| { 'a' }.join}c"`,
		`$wide = Integer[1, 2000000].map |$i| { [$i] }`,
		`$wide2 = $wide.map |$x| { $x }`,
		`type Tree = Variant[Integer, Array[Tree]]`,
		`function data_param(Data $x) { 1 }`,
		`function data_result() >> Data { $big }`,
		`define data_define(Data $x) { }`,
		`function strings_param(Array[String] $x) { 1 }`,
		`define strings_define(Array[String] $x) { }`,
		`class data_class(Data $x) { }`).Err)
	for name, src := range map[string]string{
		"==":                        `$big == $big2`,
		"!=":                        `$big != $big2`,
		"notice":                    `notice($big)`,
		"interpolation":             `"${big}"`,
		"String":                    `String($big)`,
		"String with a format":      `String($big, '%#p')`,
		"type":                      `type($big)`,
		"type reduced":              `type($big, reduced)`,
		"type generalized":          `type($big, generalized)`,
		"in":                        `$big in [$big2]`,
		"case":                      `case $big { $big2: { 1 } }`,
		"selector":                  `$big ? { $big2 => 1, default => 2 }`,
		"inline_epp":                `inline_epp('<%= $big %>')`,
		"flatten":                   `$big.flatten`,
		"join":                      `$big.join(',')`,
		"sprintf %s":                `sprintf('%s', $big)`,
		"sprintf %p":                `sprintf('%p', [$big])`,
		"a backtracking regexp":     `$bt =~ /(?>x)?(a+)+b/`,
		"a backtracking regexp in":  `case $bt { /(?>x)?(a+)+b/: { 1 } }`,
		"sort":                      `[$big, $big2].sort`,
		"max":                       `[$big, $big2].max`,
		"min":                       `min($big, $big2)`,
		"max as strings":            `[$big, 1].max`,
		"sort_by":                   `[1, 2].stdlib::sort_by |$x| { $big }`,
		"to_json":                   `$big.to_json`,
		"stdlib::to_json":           `stdlib::to_json($big)`,
		"to_json_pretty":            `$big.to_json_pretty`,
		"to_yaml":                   `$big.to_yaml`,
		"to_python":                 `stdlib::to_python($big)`,
		"to_ruby":                   `stdlib::to_ruby($big)`,
		"rewrap_sensitive_data":     `stdlib::rewrap_sensitive_data($big)`,
		"reverse_each":              `$big.reverse_each |$x| { }`,
		"reverse_each lazily":       `$big.reverse_each`,
		"step":                      `$big.step(2) |$x| { }`,
		"count":                     `count([$big], $big2)`,
		"delete":                    `delete([$big], [$big2])`,
		"delete_values":             `delete_values({a => $big}, $big2)`,
		"=~ Data":                   `$big =~ Data`,
		"=~ a recursive alias":      `$big =~ Tree`,
		"case with a type":          `case $big { Array[RichData]: { 1 } }`,
		"a type in":                 `Data in [$big]`,
		"assert_type":               `assert_type(Data, $big)`,
		"is_a":                      `$big.is_a(Tree)`,
		"a function's parameter":    `data_param($big)`,
		"a function's result":       `data_result()`,
		"a lambda's parameter":      `[$big].each |Data $x| { }`,
		"a lambda's result":         `[1].map |$x| >> Data { $big }`,
		"a template's parameter":    `inline_epp('<%- |Data $x| -%>', { x => $big })`,
		"a define's parameter":      `data_define { big: x => $big }`,
		"a function's mismatch":     `strings_param($big)`,
		"a lambda's mismatch":       `[$big].each |Array[String] $x| { }`,
		"assert_type's mismatch":    `assert_type(Array[String], $big)`,
		"lookup's default mismatch": `lookup('x', Array[String], first, $big)`,
		"a define's mismatch":       `strings_define { big: x => $big }`,
		"a class's parameter":       `class { data_class: x => $big }`,
		"unique":                    `[$wide, $wide2].unique`,
		"unique of a hash":          `{a => $wide, b => $wide2}.unique`,
		"unique with a block":       `[1, 2].unique |$x| { $wide }`,
		"array difference":          `[$wide, 1] - [$wide2]`,
		"hash difference":           `{$wide => 1, 2 => 3} - {$wide2 => 1}`,
		"hash minus an array":       `{$wide => 1, 2 => 3} - [$wide2]`,
		"hash plus":                 `{1 => 2} + {$wide => 1, $wide2 => 2}`,
		"hash plus pairs":           `{$wide => 1} + [[$wide2, 2]]`,
		"a hash literal":            `{$wide => 1, $wide2 => 2}`,
		"a hash's key":              `{$wide => 1}[$wide2]`,
		"Hash of keys and values":   `Hash([$wide, 1, $wide2, 2])`,
		"Hash of pairs":             `Hash([[$wide, 1], [$wide2, 2]])`,
		"group_by":                  `[$wide, $wide2].group_by |$x| { $x }`,
		"index":                     `[$big, 2].index($big2)`,
		"member":                    `member([$wide], $wide2)`,
		"union":                     `union([$wide], [$wide2])`,
		"intersection":              `intersection([$wide], [$wide2])`,
		"difference":                `difference([$wide], [$wide2])`,
		"delete from a hash":        `delete({$wide => 1, 2 => 3}, $wide2)`,
		"enclose_ipv6":              `enclose_ipv6($big)`,
		"clamp":                     `clamp($big)`,
		"shellquote":                `shellquote($big)`,
		"values_at":                 `values_at([1], $big)`,
		"find_file":                 `find_file($big)`,
		"include":                   `include($big)`,
		"require":                   `require($big)`,
		"tag":                       `tag($big)`,
		"realize":                   `realize($big)`,
		"a resource's titles":       `notify { $big: }`,
		"a tag metaparameter":       `notify { tagged: tag => $big }`,
		"a relationship":            `notify { related: require => $big }`,
		"an alias":                  `notify { aliased: alias => $big }`,
		"an attribute access":       `notify { accessed: } Notify[accessed][$big]`,
		"create_resources":          `create_resources(notify, {$big => {}})`,
		"a template's mismatch":     `inline_epp('<%- |Array[String] $x| -%>', { x => $big })`,
		"validate_legacy":           `validate_legacy(Integer, 'validate_numeric', $big)`,
		"lookup's merge options":    `lookup('x', Data, {strategy => deep, knockout_prefix => $big}, 1)`,
		"a resource type's titles":  `Service[$big]`,
		"Resource's titles":         `Resource[service, $big]`,
		"Class's names":             `Class[$big]`,
		"Enum's values":             `Enum[$big]`,
		"Pattern's values":          `Pattern[$big]`,
		"Variant's types":           `Variant[$big]`,
		"Integer's bounds":          `Integer[$big]`,
		"an array's indexes":        `[1, 2][$big]`,
		"a string's indexes":        `'ab'[$big]`,
		"a binary's indexes":        `Binary('YWI=')[$big]`,
	} {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan Result, 1)
			go func() { done <- s.Eval(ctx, src) }()
			time.Sleep(50 * time.Millisecond)
			cancel()
			select {
			case res := <-done:
				require.NotNil(t, res.Err)
				assert.Equal(t, "Interrupted", res.Err.Kind, res.Err.Message)
			case <-time.After(10 * time.Second):
				t.Fatal("not stopped within 10 s of the cancellation")
			}
			res := s.Eval(context.Background(), `[$big.length, $big[0][1][0].length, $bt.length]`)
			require.Nil(t, res.Err)
			assert.Equal(t, "[2, 2, 41]", s.Show(res.Value), "the session keeps its values")
		})
	}
}

// TestLargeSharedValuesInTheCatalog gives a resource a value whose shared
// parts make it 2^40 elements large: storing it converts each part once,
// so it takes no time, and writing the catalog as JSON, which would take
// for ever, stops when interrupted. The bounds are generous because the
// machine running the tests may be busy.
func TestLargeSharedValuesInTheCatalog(t *testing.T) {
	s, _ := newTestSession(t)
	require.Nil(t, evalAll(t, s, `$big = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] }`).Err)
	stored := make(chan Result, 1)
	go func() { stored <- s.Eval(context.Background(), `notify { big: message => $big }`) }()
	select {
	case res := <-stored:
		require.Nil(t, res.Err)
	case <-time.After(10 * time.Second):
		t.Fatal("storing the value in a resource did not end within 10 s")
	}
	for _, cmd := range []string{":catalog", ":resources"} {
		res := s.Command(context.Background(), cmd)
		require.Nil(t, res.Err, cmd)
		assert.Contains(t, res.Text, "too large to show", cmd)
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	written := make(chan CommandResult, 1)
	go func() { written <- s.Command(ctx, ":catalog json") }()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case res := <-written:
		require.NotNil(t, res.Err)
		assert.Equal(t, "Interrupted", res.Err.Kind, res.Err.Message)
	case <-time.After(10 * time.Second):
		t.Fatal("not stopped within 10 s of the cancellation")
	}
}
