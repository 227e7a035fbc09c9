package lang

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
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
	types.KRuntime:  "only Ruby code makes runtime values (a collector, the one made by Puppet code, cannot be kept)",
}

// unkeptValues are the implementations of types.Value (as %T prints
// them) that no Puppet variable can hold, with why; every other one must
// be made by a row of valueKinds.
var unkeptValues = map[string]string{
	"*eval.Lambda":           "a lambda cannot be kept as a value in Puppet",
	"eval.pendingParam":      "marks a parameter while its default is evaluated; reading it is an error",
	"compile.collectorValue": "a collector does not produce a value that can be kept",
	"hiera.symbol":           "a Ruby Symbol while a YAML document is read; a value that is one is an error",
}

// TestEveryValueImplementationHasARow finds every Go type of the module
// with the Kind method of types.Value and requires a row that makes one
// (or a reason it cannot be made): a value kind added as a new Go type
// under an existing Kind is caught too. Types (the implementations of
// types.Type) share the row of KType: the Type interface makes the
// compiler demand their formatting, equality and instance checks.
func TestEveryValueImplementationHasARow(t *testing.T) {
	made := map[string]bool{}
	s, _ := newTestSession(t)
	for _, code := range valueKinds {
		res := s.Eval(context.Background(), "$v = "+code)
		require.Nil(t, res.Err, code)
		made[fmt.Sprintf("%T", res.Value)] = true
	}
	impls, typeImpls := valueImplementations(t, "..")
	require.Greater(t, len(typeImpls), 40, "the types found")
	for _, name := range impls {
		if typeImpls[name] {
			continue
		}
		_, unkept := unkeptValues[name]
		assert.True(t, made[name] || unkept, "%s implements types.Value but no row of valueKinds makes one (nor does unkeptValues say why none can): add one, with display, equality, hashing, inference and JSON", name)
	}
	for name := range unkeptValues {
		assert.Contains(t, impls, name, "unkeptValues names a value that no longer exists")
	}
}

// valueImplementations lists, as %T prints them, the Go types under root
// (test files aside) with a method Kind() returning types.Kind, and which
// of them are types (they have the isInstance method of types.Type).
func valueImplementations(t *testing.T, root string) ([]string, map[string]bool) {
	t.Helper()
	var impls []string
	withIsInstance := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) != 1 {
				continue
			}
			name := receiverName(f.Name.Name, fn.Recv.List[0].Type)
			switch {
			case fn.Name.Name == "isInstance" && f.Name.Name == "types":
				withIsInstance[name] = true
			case fn.Name.Name == "Kind" && fn.Type.Params.NumFields() == 0 && returnsKind(f.Name.Name, fn.Type.Results):
				impls = append(impls, name)
			}
		}
		return nil
	})
	require.NoError(t, err)
	return impls, withIsInstance
}

// receiverName is a receiver type as %T prints a value of it.
func receiverName(pkg string, x ast.Expr) string {
	star := ""
	if s, ok := x.(*ast.StarExpr); ok {
		star, x = "*", s.X
	}
	if id, ok := x.(*ast.Ident); ok {
		return star + pkg + "." + id.Name
	}
	return star + pkg + ".?"
}

// returnsKind reports whether results is the single types.Kind.
func returnsKind(pkg string, results *ast.FieldList) bool {
	if results.NumFields() != 1 {
		return false
	}
	switch r := results.List[0].Type.(type) {
	case *ast.Ident:
		return pkg == "types" && r.Name == "Kind"
	case *ast.SelectorExpr:
		id, ok := r.X.(*ast.Ident)
		return ok && id.Name == "types" && r.Sel.Name == "Kind"
	}
	return false
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
