package jupytertest

import (
	"bytes"
	"encoding/binary"
)

// ZMTP frame flags.
const (
	ZMTPMore    = 0x01
	ZMTPLong    = 0x02
	ZMTPCommand = 0x04
)

// ZMTPGreeting is a 64-byte ZMTP greeting with the given major version
// and security mechanism.
func ZMTPGreeting(major byte, mechanism string) []byte {
	g := make([]byte, 64)
	g[0], g[9], g[10] = 0xFF, 0x7F, major
	copy(g[12:32], mechanism)
	return g
}

// ZMTPHeader is a frame header with flags announcing size bytes, in the
// long form when long is set.
func ZMTPHeader(flags byte, size uint64, long bool) []byte {
	if !long {
		return []byte{flags, byte(size)}
	}
	h := make([]byte, 9)
	h[0] = flags | ZMTPLong
	binary.BigEndian.PutUint64(h[1:], size)
	return h
}

// ZMTPProperty is one metadata property of a READY command.
func ZMTPProperty(key, value string) []byte {
	p := append([]byte{byte(len(key))}, key...)
	p = binary.BigEndian.AppendUint32(p, uint32(len(value)))
	return append(p, value...)
}

// ZMTPCommandFrame is a whole command frame.
func ZMTPCommandFrame(name string, body []byte) []byte {
	b := append([]byte{byte(len(name))}, name...)
	b = append(b, body...)
	return append(ZMTPHeader(ZMTPCommand, uint64(len(b)), len(b) > 255), b...)
}

// ZMTPReady is a NULL-mechanism greeting and READY for a peer of socket
// type peer: what a well-behaved client sends before its first message.
func ZMTPReady(peer string) []byte {
	return append(ZMTPGreeting(3, "NULL"), ZMTPCommandFrame("READY", ZMTPProperty("Socket-Type", peer))...)
}

// HostileZMTP are byte sequences anyone who reaches a kernel port can
// send without the key; peer is the socket type the port expects (DEALER
// for a ROUTER, SUB for PUB, REQ for REP). A kernel must close each such
// connection and go on serving.
func HostileZMTP(peer string) map[string][]byte {
	good := ZMTPReady(peer)
	greet := ZMTPGreeting(3, "NULL")
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	badServer := ZMTPReady(peer)
	badServer[32] = 7
	return map[string][]byte{
		"unknown socket type":          ZMTPReady("BOGUS"),
		"incompatible socket type":     ZMTPReady("PAIR"),
		"socket type spelt otherwise":  cat(greet, ZMTPCommandFrame("READY", ZMTPProperty("SoCket-TYpe", peer))),
		"frame of 2^62 bytes":          cat(good, ZMTPHeader(0, 1<<62, true)),
		"frame of 2^47 bytes":          cat(good, ZMTPHeader(0, 1<<47, true)),
		"frame of 2^64-1 bytes":        cat(good, ZMTPHeader(ZMTPMore, ^uint64(0), true)),
		"command of 2^62 bytes":        cat(greet, ZMTPHeader(ZMTPCommand, 1<<62, true)),
		"truncated property name":      cat(greet, ZMTPCommandFrame("READY", []byte{200, 'S'})),
		"truncated property value":     cat(greet, ZMTPCommandFrame("READY", ZMTPProperty("Socket-Type", peer)[:16])),
		"property value length 2^32-1": cat(greet, ZMTPCommandFrame("READY", []byte{1, 'a', 0xFF, 0xFF, 0xFF, 0xFF})),
		"no socket type":               cat(greet, ZMTPCommandFrame("READY", ZMTPProperty("Identity", "x"))),
		"empty command":                cat(greet, ZMTPHeader(ZMTPCommand, 0, false)),
		"command name past the frame":  cat(greet, ZMTPHeader(ZMTPCommand, 2, false), []byte{9, 'R'}),
		"message before READY":         cat(greet, ZMTPHeader(0, 1, false), []byte("x")),
		"reserved flags":               cat(good, ZMTPHeader(0x80, 1, false), []byte("x")),
		"multi-frame command":          cat(good, ZMTPHeader(ZMTPCommand|ZMTPMore, 5, false), []byte("\x04PING")),
		"ZMTP 2":                       cat(ZMTPGreeting(2, "NULL"), ZMTPCommandFrame("READY", ZMTPProperty("Socket-Type", peer))),
		"CURVE mechanism":              cat(ZMTPGreeting(3, "CURVE"), ZMTPCommandFrame("READY", ZMTPProperty("Socket-Type", peer))),
		"bad as-server flag":           badServer,
		"ERROR before READY":           cat(greet, ZMTPCommandFrame("ERROR", []byte("\x03bye"))),
	}
}
