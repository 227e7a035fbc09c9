//go:build unix

package classroom

import (
	"bufio"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"time"
)

// websocket is the client end of a WebSocket (RFC 6455) carrying text
// messages, enough to speak to a Jupyter server's kernel channels, which
// send each Jupyter message as one JSON text message.
type websocket struct {
	conn net.Conn
	r    *bufio.Reader
}

// WebSocket opcodes.
const (
	opContinuation = 0x0
	opText         = 0x1
	opBinary       = 0x2
	opClose        = 0x8
	opPing         = 0x9
	opPong         = 0xA
)

// dialWebsocket opens a WebSocket to the http:// address u, sending
// header (authorization) with the opening handshake.
func dialWebsocket(u string, header http.Header) (*websocket, error) {
	addr, err := url.Parse(u)
	if err != nil {
		return nil, err
	}
	conn, err := net.DialTimeout("tcp", addr.Host, 10*time.Second)
	if err != nil {
		return nil, err
	}
	key := make([]byte, 16)
	if _, err := rand.Read(key); err != nil {
		conn.Close()
		return nil, err
	}
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		conn.Close()
		return nil, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", "websocket")
	req.Header.Set("Sec-WebSocket-Version", "13")
	req.Header.Set("Sec-WebSocket-Key", base64.StdEncoding.EncodeToString(key))
	if err := req.Write(conn); err != nil {
		conn.Close()
		return nil, err
	}
	r := bufio.NewReader(conn)
	resp, err := http.ReadResponse(r, req)
	if err != nil {
		conn.Close()
		return nil, err
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		conn.Close()
		return nil, fmt.Errorf("the WebSocket handshake got %s: %s", resp.Status, body)
	}
	return &websocket{conn: conn, r: r}, nil
}

// writeFrame sends one whole frame, masked as a client must.
func (ws *websocket) writeFrame(op byte, payload []byte) error {
	frame := []byte{0x80 | op}
	switch n := len(payload); {
	case n < 126:
		frame = append(frame, 0x80|byte(n))
	case n <= 0xFFFF:
		frame = append(frame, 0x80|126)
		frame = binary.BigEndian.AppendUint16(frame, uint16(n))
	default:
		frame = append(frame, 0x80|127)
		frame = binary.BigEndian.AppendUint64(frame, uint64(n))
	}
	mask := make([]byte, 4)
	if _, err := rand.Read(mask); err != nil {
		return err
	}
	frame = append(frame, mask...)
	for i, b := range payload {
		frame = append(frame, b^mask[i%4])
	}
	_, err := ws.conn.Write(frame)
	return err
}

// WriteText sends one text message.
func (ws *websocket) WriteText(msg []byte) error {
	return ws.writeFrame(opText, msg)
}

// ReadMessage returns the next data message, joining its fragments and
// answering pings on the way, or an error once the deadline passes or
// the server closes the connection.
func (ws *websocket) ReadMessage(deadline time.Time) ([]byte, error) {
	if err := ws.conn.SetReadDeadline(deadline); err != nil {
		return nil, err
	}
	var msg []byte
	for {
		var head [2]byte
		if _, err := io.ReadFull(ws.r, head[:]); err != nil {
			return nil, err
		}
		fin, op := head[0]&0x80 != 0, head[0]&0x0F
		if head[1]&0x80 != 0 {
			return nil, errors.New("the server masked a frame")
		}
		n := uint64(head[1] & 0x7F)
		switch n {
		case 126:
			var ext [2]byte
			if _, err := io.ReadFull(ws.r, ext[:]); err != nil {
				return nil, err
			}
			n = uint64(binary.BigEndian.Uint16(ext[:]))
		case 127:
			var ext [8]byte
			if _, err := io.ReadFull(ws.r, ext[:]); err != nil {
				return nil, err
			}
			n = binary.BigEndian.Uint64(ext[:])
		}
		if n > 64<<20 {
			return nil, fmt.Errorf("a frame of %d bytes", n)
		}
		payload := make([]byte, n)
		if _, err := io.ReadFull(ws.r, payload); err != nil {
			return nil, err
		}
		switch op {
		case opPing:
			if err := ws.writeFrame(opPong, payload); err != nil {
				return nil, err
			}
			continue
		case opPong:
			continue
		case opClose:
			return nil, errors.New("the server closed the WebSocket")
		case opText, opBinary, opContinuation:
			msg = append(msg, payload...)
		default:
			return nil, fmt.Errorf("unknown WebSocket opcode %#x", op)
		}
		if fin {
			return msg, nil
		}
	}
}

// Close says goodbye and closes the connection.
func (ws *websocket) Close() {
	_ = ws.writeFrame(opClose, []byte{0x03, 0xE8}) // 1000: normal closure
	_ = ws.conn.Close()
}
