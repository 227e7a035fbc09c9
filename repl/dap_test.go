package repl

import (
	"bufio"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadDAPMessage(t *testing.T) {
	r := bufio.NewReader(strings.NewReader("Content-Length: 2\r\n\r\n{}Content-Length: 7\r\nContent-Type: x\r\n\r\n{\"a\":1}"))
	m, err := readDAPMessage(r)
	require.NoError(t, err)
	assert.Equal(t, "{}", string(m))
	m, err = readDAPMessage(r)
	require.NoError(t, err)
	assert.Equal(t, `{"a":1}`, string(m))
	for _, bad := range []string{"Content-Length: x\r\n\r\n", "Content-Length: 99999999999\r\n\r\n", "Content-Length: 5\r\n\r\n{}"} {
		_, err := readDAPMessage(bufio.NewReader(strings.NewReader(bad)))
		assert.Error(t, err, "%q", bad)
	}
}

// FuzzReadDAPMessage: whatever a client sends, reading ends with a
// message or an error, and never allocates more than the limit.
func FuzzReadDAPMessage(f *testing.F) {
	for _, s := range []string{"Content-Length: 2\r\n\r\n{}", "Content-Length: -1\r\n\r\n", "\r\n\r\n", "Content-Length: 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		r := bufio.NewReader(strings.NewReader(input))
		for i := 0; i < 4; i++ {
			m, err := readDAPMessage(r)
			if err != nil {
				return
			}
			if len(m) > maxDAPMessage {
				t.Fatalf("message of %d bytes", len(m))
			}
		}
	})
}
