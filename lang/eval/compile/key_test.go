package compile

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestResourceKey checks the index key of Type[title] against its
// definition: the type in lower case as strings.ToLower makes it, and for
// a class the title too, without a leading "::".
func TestResourceKey(t *testing.T) {
	for _, tc := range []struct{ typeName, title string }{
		{"Bench::Vhost", "site1"},
		{"File", "/Tmp/X"},
		{"Class", "::Bench::Params"},
		{"class", "Main"},
		{"CLASS", "::"},
		{"Ünï::Týpe", "Tïtle"},
		{"Aß\xffZ", "x"},
		{"Class", "Ünï\xff::X"},
		{"", ""},
		{"Notify", strings.Repeat("long title ", 20)},
	} {
		want := strings.ToLower(tc.typeName) + "\x00" + tc.title
		if strings.ToLower(tc.typeName) == "class" {
			want = "class\x00" + strings.ToLower(strings.TrimPrefix(tc.title, "::"))
		}
		assert.Equal(t, want, resourceKey(tc.typeName, tc.title), "%q %q", tc.typeName, tc.title)
	}
}
