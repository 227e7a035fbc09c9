package kernel

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"time"
)

// ProtocolVersion is the Jupyter messaging protocol version the kernel
// speaks. Clients validate messages against it: 5.3 allows the optional
// keys (status in kernel_info_reply, transient, ...) that 5.0/5.1
// validators reject.
const ProtocolVersion = "5.3"

// delimiter separates the routing identities from the signed message parts.
const delimiter = "<IDS|MSG>"

// Header is a message header. The kernel writes all six fields; a request's
// header is kept verbatim (RawHeader) so replies echo it as their parent
// header exactly as the client sent it.
type Header struct {
	MsgID    string `json:"msg_id"`
	Session  string `json:"session"`
	Username string `json:"username"`
	Date     string `json:"date"`
	MsgType  string `json:"msg_type"`
	Version  string `json:"version"`
}

// Message is one Jupyter message as it travels over a socket.
type Message struct {
	// Identities are the ROUTER routing prefixes (or the IOPub topic).
	Identities [][]byte
	// Header is the decoded header.
	Header Header
	// RawHeader is the header exactly as received (nil for messages the
	// kernel builds; Encode marshals Header then).
	RawHeader json.RawMessage
	// ParentHeader, Metadata and Content are JSON objects.
	ParentHeader json.RawMessage
	Metadata     json.RawMessage
	Content      json.RawMessage
	// Buffers are the raw extra frames after the content.
	Buffers [][]byte
}

// Errors Decode reports; the kernel logs them and drops the message.
var (
	ErrNoDelimiter    = errors.New("no <IDS|MSG> delimiter")
	ErrShortMessage   = errors.New("fewer than the four signed message parts")
	ErrBadSignature   = errors.New("invalid signature")
	ErrReplayed       = errors.New("signature seen before (replayed message)")
	ErrMalformedJSON  = errors.New("message part is not a JSON object")
	ErrMissingMsgType = errors.New("header has no msg_type")
)

// signer computes and checks the HMAC of the four signed message parts.
// An empty key disables signing, as the protocol specifies.
type signer struct {
	key     []byte
	newHash func() hash.Hash
	replay  *digestHistory
}

// signatureSchemes maps connection-file scheme names to hash functions.
var signatureSchemes = map[string]func() hash.Hash{
	"hmac-sha256": sha256.New,
	"hmac-sha512": sha512.New,
	"hmac-sha1":   sha1.New,
}

// newSigner returns a signer for key and scheme ("" means hmac-sha256).
func newSigner(key, scheme string) (*signer, error) {
	if scheme == "" {
		scheme = "hmac-sha256"
	}
	h, ok := signatureSchemes[scheme]
	if !ok {
		return nil, fmt.Errorf("unsupported signature_scheme %q", scheme)
	}
	s := &signer{newHash: h}
	if key != "" {
		s.key = []byte(key)
		s.replay = newDigestHistory(digestHistorySize)
	}
	return s, nil
}

// sign returns the hex HMAC of parts, or nil when signing is disabled.
func (s *signer) sign(parts ...[]byte) []byte {
	if s.key == nil {
		return nil
	}
	mac := hmac.New(s.newHash, s.key)
	for _, p := range parts {
		mac.Write(p)
	}
	sum := mac.Sum(nil)
	out := make([]byte, hex.EncodedLen(len(sum)))
	hex.Encode(out, sum)
	return out
}

// verify checks a received hex signature over parts and rejects replays.
func (s *signer) verify(sig []byte, parts ...[]byte) error {
	if s.key == nil {
		return nil
	}
	got := make([]byte, hex.DecodedLen(len(sig)))
	if _, err := hex.Decode(got, sig); err != nil {
		return ErrBadSignature
	}
	mac := hmac.New(s.newHash, s.key)
	for _, p := range parts {
		mac.Write(p)
	}
	if !hmac.Equal(got, mac.Sum(nil)) {
		return ErrBadSignature
	}
	if s.replay != nil && !s.replay.add(got) {
		return ErrReplayed
	}
	return nil
}

// Decode parses the frames of a message received on a socket, checking
// its signature. It never panics, whatever the frames hold.
func (s *signer) Decode(frames [][]byte) (*Message, error) {
	idx := -1
	for i, f := range frames {
		if string(f) == delimiter {
			idx = i
			break
		}
	}
	if idx < 0 {
		return nil, ErrNoDelimiter
	}
	parts := frames[idx+1:]
	if len(parts) < 5 {
		return nil, ErrShortMessage
	}
	if err := s.verify(parts[0], parts[1], parts[2], parts[3], parts[4]); err != nil {
		return nil, err
	}
	for _, p := range parts[1:5] {
		if !isJSONObject(p) {
			return nil, ErrMalformedJSON
		}
	}
	m := &Message{
		Identities:   frames[:idx],
		RawHeader:    parts[1],
		ParentHeader: parts[2],
		Metadata:     parts[3],
		Content:      parts[4],
		Buffers:      parts[5:],
	}
	if err := json.Unmarshal(parts[1], &m.Header); err != nil {
		return nil, fmt.Errorf("%w: header: %v", ErrMalformedJSON, err)
	}
	if m.Header.MsgType == "" {
		return nil, ErrMissingMsgType
	}
	return m, nil
}

// Encode returns the frames of m, signed.
func (s *signer) Encode(m *Message) ([][]byte, error) {
	header := []byte(m.RawHeader)
	if header == nil {
		var err error
		if header, err = json.Marshal(&m.Header); err != nil {
			return nil, err
		}
	}
	parent, meta, content := orEmpty(m.ParentHeader), orEmpty(m.Metadata), orEmpty(m.Content)
	frames := make([][]byte, 0, len(m.Identities)+6+len(m.Buffers))
	frames = append(frames, m.Identities...)
	frames = append(frames, []byte(delimiter), s.sign(header, parent, meta, content), header, parent, meta, content)
	frames = append(frames, m.Buffers...)
	return frames, nil
}

var emptyObject = []byte("{}")

func orEmpty(b json.RawMessage) []byte {
	if len(b) == 0 {
		return emptyObject
	}
	return b
}

// isJSONObject reports whether b is a valid JSON object.
func isJSONObject(b []byte) bool {
	t := bytes.TrimLeft(b, " \t\r\n")
	return len(t) > 0 && t[0] == '{' && json.Valid(b)
}

// timestamp formats t as the ISO 8601 date Jupyter headers carry.
func timestamp(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05.000000Z")
}
