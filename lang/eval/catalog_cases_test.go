package eval

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/catalog"
	"prepl/lang/syntax"
)

// catalogKnownDifferences are the recorded cases where the product
// deliberately or knowingly prints something else than Puppet, with why.
var catalogKnownDifferences = map[string]string{
	"defined_variant_error": "Puppet names the Ruby class of the type (Puppet::Pops::Types::PVariantType); the product names the type (Variant)",
}

// location is the position suffix of our messages.
var location = regexp.MustCompile(` \((file: [^)]*, )?line: \d+(, column: \d+)?\)$`)

// TestCatalogCasesAgainstPuppet runs the programs of testdata/catalog/cases
// and compares their notices, warnings and errors with what Puppet 7
// printed for them (record_cases.rb wrote the .out files).
func TestCatalogCasesAgainstPuppet(t *testing.T) {
	for _, p := range golden.Programs(t, "testdata/catalog/cases", "testdata/catalog/record_cases.rb") {
		t.Run(p.Name, func(t *testing.T) {
			if why, ok := catalogKnownDifferences[p.Name]; ok {
				t.Skip(why)
			}
			var notices, warnings []string
			wantErr := ""
			var lines []string
			if len(p.Out) > 0 {
				lines = strings.Split(strings.TrimSuffix(p.Out, "\n"), "\n")
			}
			for _, line := range lines {
				line = strings.ReplaceAll(line, `\n`, "\n")
				switch {
				case strings.HasPrefix(line, "!warning "):
					warnings = append(warnings, strings.TrimPrefix(line, "!warning "))
				case strings.HasPrefix(line, "!error "):
					wantErr = strings.TrimPrefix(line, "!error ")
				default:
					notices = append(notices, line)
				}
			}
			gotNotices, gotWarnings, gotErr := runCatalogCase(t, filepath.Base(p.Path), p.Code)
			assert.Equal(t, notices, gotNotices, "notices")
			assert.Equal(t, warnings, gotWarnings, "warnings")
			if wantErr == "" {
				assert.NoError(t, gotErr)
				return
			}
			require.Error(t, gotErr)
			msg := ""
			var ee *Error
			var se *syntax.Error
			switch {
			case errors.As(gotErr, &ee):
				msg = ee.Msg
				if ee.Resource != "" {
					// The recorder strips the positions from Puppet's
					// "MSG (file, line) on REF (file, line)".
					msg += " on " + ee.Resource
				}
			case errors.As(gotErr, &se):
				msg = se.Msg
			default:
				t.Fatalf("unexpected error %v", gotErr)
			}
			// Puppet names definitions by their Ruby object in a few
			// messages; the product names them by their Puppet name.
			prefix, _, _ := strings.Cut(wantErr, "#<")
			assert.True(t, strings.HasPrefix(msg, prefix), "error\n got: %s\nwant: %s", msg, wantErr)
		})
	}
}

// runCatalogCase evaluates a program for node conformance.example.com and
// returns its notices, its warnings without positions, and its error.
func runCatalogCase(t *testing.T, name, src string) ([]string, []string, error) {
	t.Helper()
	var notices, warnings []string
	e := New(Options{NodeName: "conformance.example.com", Log: func(level LogLevel, msg string) {
		switch level {
		case LogNotice:
			notices = append(notices, msg)
		case LogWarning:
			warnings = append(warnings, location.ReplaceAllString(msg, ""))
		}
	}})
	prog, err := syntax.Parse(syntax.NewSource(name, src))
	if err != nil {
		return notices, warnings, err
	}
	_, err = e.Evaluate(context.Background(), prog)
	return notices, warnings, err
}

// TestCatalogCasesInOneSession evaluates every recorded program, twice,
// one after another in a single session: later inputs redeclare what
// earlier ones made, failed ones roll back, and none may end in an
// internal error.
func TestCatalogCasesInOneSession(t *testing.T) {
	files, err := filepath.Glob("testdata/catalog/cases/*.pp")
	require.NoError(t, err)
	e := New(Options{NodeName: "conformance.example.com"})
	for round := 0; round < 2; round++ {
		for _, file := range files {
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			prog, err := syntax.Parse(syntax.NewSource(filepath.Base(file), string(src)))
			if err != nil {
				continue
			}
			_, err = e.Evaluate(context.Background(), prog)
			var ee *Error
			if errors.As(err, &ee) {
				require.NotEqual(t, InternalError, ee.Kind, "%s: %s", file, ee.Msg)
			}
		}
	}
	_, err = e.Catalog().JSON()
	assert.NoError(t, err)
	for _, g := range []catalog.Graph{catalog.ResourceGraph, catalog.RelationshipGraph, catalog.ExpandedRelationshipGraph} {
		assert.NotEmpty(t, e.Catalog().DOT(g))
	}
}
