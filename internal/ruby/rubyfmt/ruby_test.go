package rubyfmt

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomFloat returns floats of the kinds that stress decimal conversion:
// short decimals near rounding ties, random bit patterns, integers and
// values near powers of ten.
func randomFloat(r *rand.Rand) float64 {
	switch r.IntN(5) {
	case 0: // a short decimal, often sitting on a tie at some precision
		digits := r.Int64N(1_000_000)
		return float64(digits) / math.Pow10(r.IntN(8))
	case 1:
		for {
			f := math.Float64frombits(r.Uint64())
			if !math.IsNaN(f) && !math.IsInf(f, 0) {
				return f
			}
		}
	case 2:
		return float64(r.Int64N(1 << 53))
	case 3:
		return math.Pow10(r.IntN(600)-300) * (1 + (r.Float64()-0.5)*1e-12)
	}
	return (r.Float64() - 0.5) * math.Pow10(r.IntN(40)-20)
}

// TestFormatDifferentialRuby formats random values with random directives
// (and Float#inspect through %p) and compares each result with what the
// installed Ruby prints. It is
// skipped when ruby is not installed and in -short mode.
func TestFormatDifferentialRuby(t *testing.T) {
	if testing.Short() {
		t.Skip("differential test against ruby skipped in -short mode")
	}
	rubyPath, err := exec.LookPath("ruby")
	if err != nil {
		t.Skip("ruby is not installed")
	}
	r := rand.New(rand.NewPCG(1, 2))
	flags := []string{"", "", "#", "+", " ", "-", "0", "+0", "#0", "-#"}
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	const n = 40000
	for i := 0; i < n; i++ {
		spec := "%" + flags[r.IntN(len(flags))]
		if r.IntN(3) == 0 {
			spec += strconv.Itoa(r.IntN(30) + 1)
		}
		if r.IntN(4) != 0 {
			spec += "." + strconv.Itoa(r.IntN(20))
		}
		var c jsonCase
		switch r.IntN(5) {
		case 0:
			c = jsonCase{F: "%p", A: []jsonArg{floatArg(randomFloat(r))}}
		case 1:
			c = jsonCase{F: spec + string("dxXobB"[r.IntN(6)]), A: []jsonArg{intArg(int64(r.Uint64()) >> r.IntN(64))}}
		default:
			c = jsonCase{F: spec + string("eEfgGaA"[r.IntN(7)]), A: []jsonArg{floatArg(randomFloat(r))}}
		}
		require.NoError(t, enc.Encode(c))
	}
	path := filepath.Join(t.TempDir(), "cases.jsonl")
	require.NoError(t, os.WriteFile(path, in.Bytes(), 0o600))
	out, err := exec.Command(rubyPath, "testdata/ruby_format.rb", path).Output()
	require.NoError(t, err)
	table := filepath.Join(t.TempDir(), "cases.golden")
	require.NoError(t, os.WriteFile(table, out, 0o600))
	cases := loadCases(t, table)
	require.Len(t, cases, n)
	failures := 0
	for _, c := range cases {
		if !checkCase(t, c) {
			failures++
			if failures > 20 {
				t.Fatal("too many failures")
			}
		}
	}
}
