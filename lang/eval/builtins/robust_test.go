package builtins

import (
	"context"
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// library lists the functions this package provides.
var library = []string{
	"abs", "all", "any", "assert_type", "binary_file", "call", "camelcase", "capitalize",
	"ceiling", "chomp", "chop", "compare", "convert_to", "digest", "dig", "downcase", "each",
	"empty", "epp", "file", "filter", "find_file", "find_template", "flatten", "floor",
	"fqdn_rand", "generate", "get", "getvar", "group_by", "hiera", "hiera_array", "hiera_hash",
	"hiera_include", "import", "index", "inline_epp", "inline_template", "join", "keys",
	"length", "lest", "lookup", "lstrip", "map", "match", "max", "md5", "min",
	"module_directory", "partition", "reduce", "regsubst", "reverse_each", "round", "rstrip",
	"scanf", "sha1", "sha256", "shellquote", "size", "slice", "sort", "split", "sprintf",
	"step", "strftime", "strip", "template", "then", "tree_each", "type", "unique", "unwrap",
	"upcase", "values", "versioncmp", "with",
}

// TestLibraryRegistered checks that every function of the library is
// there, with a description.
func TestLibraryRegistered(t *testing.T) {
	for _, name := range library {
		f, ok := eval.Builtin(name)
		if assert.True(t, ok, name) {
			assert.NotEmpty(t, f.Doc, name)
			assert.NotEmpty(t, f.Signatures, name)
		}
	}
}

// samples are argument expressions of every kind of value.
var samples = []string{
	"1", "-7", "0", "1000", "1.5", "-0.0", "'a'", "''", "'héllo wörld'", "'1.5'",
	"undef", "true", "default", "[1, 'a', [2]]", "[]", "{a => 1, 'b' => [2]}", "{}",
	"Integer[1, 3]", "Integer", "/a(b)?/", "Sensitive('s')", "Binary('YQ==')", "Timespan(1)",
	"Timestamp(0)", "SemVer('1.0.0')", "[3, 1].reverse_each", "String", "'%d %s'", "'a.b'",
	"{name => 'k'}", "'x_y'", "Regexp", "Enum[a, b]", "[[1, 2], {a => [3]}]",
}

var blocks = []string{"", " |$a| { $a }", " |$a, $b| { $b }", " || { 1 }", " |*$r| { $r }", " |$a, $b, $c| { 1 }"}

// TestNoPanics calls every function with many combinations of arguments
// and blocks: whatever the outcome, it must never be a Go panic.
func TestNoPanics(t *testing.T) {
	if testing.Short() {
		t.Skip("calls every function with many random arguments; skipped with -short")
	}
	rng := rand.New(rand.NewSource(1))
	dir := t.TempDir()
	for _, name := range library {
		if name == "generate" {
			continue // runs programs; its checks have their own cases
		}
		for i := 0; i < 400; i++ {
			n := rng.Intn(4)
			args := make([]string, n)
			for j := range args {
				args[j] = samples[rng.Intn(len(samples))]
			}
			src := name + "(" + strings.Join(args, ", ") + ")" + blocks[rng.Intn(len(blocks))]
			prog, err := syntax.Parse(syntax.NewSource("robust.pp", src))
			require.NoError(t, err, src)
			ev := eval.New(eval.Options{WorkDir: dir})
			_, err = ev.Evaluate(context.Background(), prog)
			var ee *eval.Error
			if errors.As(err, &ee) && ee.Kind == eval.InternalError {
				t.Errorf("%s: %v", src, err)
			}
		}
	}
}
