package kernel

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var signedParts = [][]byte{[]byte(`{"msg_id":"1","msg_type":"kernel_info_request"}`), []byte("{}"), []byte("{}"), []byte("{}")}

// The expected signatures were computed by jupyter_client's
// Session(key=b"secret", signature_scheme=...).sign(parts).
func TestSignMatchesJupyterClient(t *testing.T) {
	for _, tc := range []struct{ scheme, want string }{
		{"hmac-sha256", "0fca6e189cdcc0095e523565e0900c86cd24e5e0bfab2105ab98d33a07a29a4e"},
		{"hmac-sha512", "e0e3ebc62853bbb9b80ce02cab0177b69f218781e2e99c891dde31f58c5f5eed172fa0992c974855e59d7e705faab203396160173ebe43743f33b71e0b24d999"},
	} {
		t.Run(tc.scheme, func(t *testing.T) {
			s, err := newSigner("secret", tc.scheme)
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(s.sign(signedParts...)))
		})
	}
}

func TestEmptyKeyDisablesSigning(t *testing.T) {
	s, err := newSigner("", "")
	require.NoError(t, err)
	assert.Empty(t, s.sign(signedParts...))
	frames := append([][]byte{[]byte("<IDS|MSG>"), []byte("")}, signedParts...)
	m, err := s.Decode(frames)
	require.NoError(t, err)
	assert.Equal(t, "kernel_info_request", m.Header.MsgType)
}

func TestUnknownSignatureScheme(t *testing.T) {
	_, err := newSigner("k", "hmac-md5")
	assert.Error(t, err)
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	s, err := newSigner("secret", "hmac-sha256")
	require.NoError(t, err)
	in := &Message{
		Identities:   [][]byte{[]byte("id-1"), []byte("id-2")},
		Header:       Header{MsgID: "m1", Session: "s", Username: "u", Date: "2024-01-01T00:00:00.000000Z", MsgType: "execute_request", Version: "5.3"},
		ParentHeader: []byte(`{"msg_id":"p"}`),
		Metadata:     []byte(`{"k":1}`),
		Content:      []byte(`{"code":"1 + 1"}`),
		Buffers:      [][]byte{[]byte("buf")},
	}
	frames, err := s.Encode(in)
	require.NoError(t, err)
	require.Len(t, frames, 9)
	assert.Equal(t, "<IDS|MSG>", string(frames[2]))
	out, err := s.Decode(frames)
	require.NoError(t, err)
	assert.Equal(t, in.Identities, out.Identities)
	assert.Equal(t, in.Header, out.Header)
	assert.JSONEq(t, string(in.ParentHeader), string(out.ParentHeader))
	assert.JSONEq(t, string(in.Metadata), string(out.Metadata))
	assert.JSONEq(t, string(in.Content), string(out.Content))
	assert.Equal(t, in.Buffers, out.Buffers)

	_, err = s.Decode(frames)
	assert.ErrorIs(t, err, ErrReplayed, "the same signed message twice is a replay")
}

func TestEncodeDefaultsEmptyParts(t *testing.T) {
	s, _ := newSigner("", "")
	frames, err := s.Encode(&Message{Header: Header{MsgType: "status"}})
	require.NoError(t, err)
	assert.Equal(t, []string{"<IDS|MSG>", "", `{"msg_id":"","session":"","username":"","date":"","msg_type":"status","version":""}`, "{}", "{}", "{}"},
		strs(frames))
}

func TestDecodeRejects(t *testing.T) {
	s, err := newSigner("secret", "hmac-sha256")
	require.NoError(t, err)
	good := func(header string, parts ...string) [][]byte {
		p := [][]byte{[]byte(header), []byte("{}"), []byte("{}"), []byte("{}")}
		for i, x := range parts {
			p[i+1] = []byte(x)
		}
		return append([][]byte{[]byte("id"), []byte("<IDS|MSG>"), s.sign(p...)}, p...)
	}
	header := `{"msg_id":"x","msg_type":"execute_request"}`
	tampered := good(header)
	tampered[3] = []byte(`{"msg_id":"y","msg_type":"execute_request"}`)
	for _, tc := range []struct {
		name   string
		frames [][]byte
		want   error
	}{
		{"no frames", nil, ErrNoDelimiter},
		{"no delimiter", [][]byte{[]byte("a"), []byte("b")}, ErrNoDelimiter},
		{"too short", [][]byte{[]byte("<IDS|MSG>"), []byte("sig"), []byte("{}")}, ErrShortMessage},
		{"tampered header", tampered, ErrBadSignature},
		{"signature not hex", append([][]byte{[]byte("<IDS|MSG>"), []byte("zz")}, signedParts...), ErrBadSignature},
		{"empty signature", append([][]byte{[]byte("<IDS|MSG>"), nil}, signedParts...), ErrBadSignature},
		{"header not JSON", good(`{"msg_id":`), ErrMalformedJSON},
		{"header an array", good(`[1,2]`), ErrMalformedJSON},
		{"content not an object", good(header, "{}", "{}", `"text"`), ErrMalformedJSON},
		{"msg_type missing", good(`{"msg_id":"x"}`), ErrMissingMsgType},
		{"msg_type not a string", good(`{"msg_id":"x","msg_type":5}`), ErrMalformedJSON},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Decode(tc.frames)
			assert.ErrorIs(t, err, tc.want)
		})
	}
}

func TestDigestHistoryForgetsOldest(t *testing.T) {
	h := newDigestHistory(2)
	assert.True(t, h.add([]byte("a")))
	assert.True(t, h.add([]byte("b")))
	assert.False(t, h.add([]byte("a")))
	assert.True(t, h.add([]byte("c")), "c evicts a")
	assert.True(t, h.add([]byte("a")), "a was forgotten")
	assert.False(t, h.add([]byte("c")))
	assert.Len(t, h.seen, 2)
}

// FuzzDecode checks that no input makes Decode panic.
func FuzzDecode(f *testing.F) {
	f.Add("id\x00<IDS|MSG>\x00sig\x00{}\x00{}\x00{}\x00{}")
	f.Add(`<IDS|MSG>` + "\x00\x00" + `{"msg_type":"x"}` + "\x00{}\x00{}\x00{}")
	s, _ := newSigner("", "")
	f.Fuzz(func(t *testing.T, joined string) {
		var frames [][]byte
		for _, p := range strings.Split(joined, "\x00") {
			frames = append(frames, []byte(p))
		}
		_, _ = s.Decode(frames)
	})
}

func strs(frames [][]byte) []string {
	out := make([]string, len(frames))
	for i, f := range frames {
		out[i] = string(f)
	}
	return out
}
