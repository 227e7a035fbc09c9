package display

import (
	"testing"

	"prepl/types"
)

// BenchmarkShowSmall is what a REPL or notebook does for every result.
func BenchmarkShowSmall(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = Show(types.Int(2), Options{})
		_ = ShowHTML(types.Int(2), Options{})
	}
}
