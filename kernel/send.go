package kernel

import (
	"encoding/json"
	"net"
	"time"

	"github.com/go-zeromq/zmq4"
)

// newMessage builds a message of msgType answering parent (nil for none).
func (k *Kernel) newMessage(parent *Message, msgType string, content any) (*Message, error) {
	body, err := json.Marshal(content)
	if err != nil {
		return nil, err
	}
	m := &Message{
		Header: Header{
			MsgID:    newID(),
			Session:  k.id,
			Username: "kernel",
			Date:     timestamp(time.Now()),
			MsgType:  msgType,
			Version:  ProtocolVersion,
		},
		Content: body,
	}
	if parent != nil {
		m.ParentHeader = parent.RawHeader
	}
	return m, nil
}

// reply sends a reply to r on the socket r came from.
func (k *Kernel) reply(r *request, msgType string, content any) {
	m, err := k.newMessage(r.msg, msgType, content)
	if err != nil {
		k.log.Error("cannot encode reply", "msg_type", msgType, "err", err)
		return
	}
	m.Identities = r.msg.Identities
	k.send(r.sock, m)
}

// publish broadcasts a message on IOPub with parent as its parent header.
// It is the only place that writes to the IOPub socket.
func (k *Kernel) publish(parent *Message, msgType string, content any) {
	m, err := k.newMessage(parent, msgType, content)
	if err != nil {
		k.log.Error("cannot encode IOPub message", "msg_type", msgType, "err", err)
		return
	}
	m.Identities = [][]byte{[]byte("kernel." + k.id + "." + msgType)}
	k.pubMu.Lock()
	defer k.pubMu.Unlock()
	k.send(k.iopub, m)
}

// setStatus publishes the kernel's execution state for parent.
func (k *Kernel) setStatus(parent *Message, state string) {
	k.publish(parent, "status", statusContent{ExecutionState: state})
}

// send signs and writes m to sock.
func (k *Kernel) send(sock zmq4.Socket, m *Message) {
	frames, err := k.sig.Encode(m)
	if err != nil {
		k.log.Error("cannot encode message", "msg_type", m.Header.MsgType, "err", err)
		return
	}
	if err := sock.SendMulti(zmq4.NewMsgFrom(frames...)); err != nil && !k.stopping() {
		k.log.Warn("send failed", "msg_type", m.Header.MsgType, "err", err)
	}
}

// portOf returns the TCP port a listening socket is bound to.
func portOf(s zmq4.Socket) int {
	if a, ok := s.Addr().(*net.TCPAddr); ok {
		return a.Port
	}
	return 0
}
