package syntax

import (
	"fmt"
	"strings"
)

// boms are the byte order marks Puppet refuses at the start of a source,
// in the order it tests them.
var boms = []struct {
	name  string
	bytes string
}{
	{"UTF-32", "\x00\x00\xfe\xff"},
	{"UTF-32", "\xff\xfe\x00\x00"},
	{"GB-18030", "\x84\x31\x95\x33"},
	{"UTF-EBCDIC", "\xdd\x73\x66\x73"},
	{"SCSU", "\x0e\xfe\xff"},
	{"UTF-8", "\xef\xbb\xbf"},
	{"UTF-1", "\xf7\x64\x4c"},
	{"BOCU", "\xfb\xee\x28"},
	{"UTF-16", "\xfe\xff"},
	{"UTF-16", "\xff\xfe"},
}

// bomError returns Puppet's message for a source that starts with a byte
// order mark, or "".
func bomError(text string) string {
	for _, b := range boms {
		if strings.HasPrefix(text, b.bytes) {
			hex := make([]string, len(b.bytes))
			for i := 0; i < len(b.bytes); i++ {
				hex[i] = fmt.Sprintf("%X", b.bytes[i])
			}
			return fmt.Sprintf("Illegal %s Byte Order mark at beginning of input: [%s] - remove these from the puppet source",
				b.name, strings.Join(hex, " "))
		}
	}
	return ""
}
