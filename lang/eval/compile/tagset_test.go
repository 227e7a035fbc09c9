package compile

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// addBySplit is tagSet.add written plainly: the tag, then each of its
// "::" segments, each unless already present.
func addBySplit(list []string, tag string) []string {
	if !strings.Contains(tag, "::") {
		if !contains(list, tag) {
			list = append(list, tag)
		}
		return list
	}
	if contains(list, tag) {
		return list
	}
	list = append(list, tag)
	for _, seg := range strings.Split(tag, "::") {
		if !contains(list, seg) {
			list = append(list, seg)
		}
	}
	return list
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestTagSetAdd compares adding a tag and its segments in one append to
// adding them one by one.
func TestTagSetAdd(t *testing.T) {
	for _, tc := range []struct {
		have []string
		tag  string
	}{
		{nil, "notify"},
		{nil, "bench::vhost"},
		{nil, "a::b::c::d::e::f"},
		{nil, "a::a"},
		{nil, "a::b::a"},
		{nil, "a::"},
		{nil, "::a"},
		{nil, "a:::b"},
		{nil, "a::::b"},
		{[]string{"bench"}, "bench::vhost"},
		{[]string{"vhost", "x"}, "bench::vhost"},
		{[]string{"bench::vhost"}, "bench::vhost"},
		{[]string{"a"}, "a"},
	} {
		var ts tagSet
		for _, h := range tc.have {
			ts.list.Append(h)
		}
		ts.add(tc.tag)
		assert.Equal(t, addBySplit(append([]string(nil), tc.have...), tc.tag), ts.items(), "%v %q", tc.have, tc.tag)
	}
}

// BenchmarkTagSetAdd is the tag of a defined type's name given to each
// new resource of the type.
func BenchmarkTagSetAdd(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var ts tagSet
		ts.add("bench::vhost")
	}
}
