package types

import (
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTypeStringsShareNoBuffer prints the recorded string forms and
// inferred types of the golden table from several goroutines at once,
// many times over: the buffers the formatter takes from its pool are
// reused, so a text still referring to a buffer given back, or a buffer
// held by two formatters, would show as a wrong text here.
func TestTypeStringsShareNoBuffer(t *testing.T) {
	type job struct {
		text func() string
		want string
	}
	var jobs []job
	deviations := readDeviations(t)
	aliases := map[string]*TypeAlias{}
	for _, c := range readGoldenCases(t) {
		switch c.kind {
		case "alias":
			defineTestAlias(t, c.expr, aliases)
			continue
		case "reset":
			aliases = map[string]*TypeAlias{}
			continue
		}
		if c.kind != "str" && c.kind != "infer" || strings.HasPrefix(c.want, "ERROR") || strings.Contains(c.expr, " | ") {
			continue
		}
		if _, ok := deviations[c.kind+"\t"+c.expr]; ok {
			continue
		}
		v, err := parseExpr(c.expr, aliases)
		if err != nil {
			continue
		}
		if al, ok := v.(*TypeAlias); ok && al.Resolve() != nil {
			continue
		}
		if c.kind == "infer" {
			jobs = append(jobs, job{func() string { return Infer(v).String() }, c.want})
		} else {
			jobs = append(jobs, job{func() string { return noticeString(v) }, c.want})
		}
	}
	require.Greater(t, len(jobs), 100)
	var wg sync.WaitGroup
	got := make([][]string, 4)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				got[g] = got[g][:0]
				for _, j := range jobs {
					got[g] = append(got[g], j.text())
				}
			}
		}()
	}
	wg.Wait()
	for _, texts := range got {
		for i, j := range jobs {
			assert.Equal(t, j.want, texts[i])
		}
	}
}
