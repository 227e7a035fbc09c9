package kernel

// handleControl answers a control request at once, on the control
// goroutine, so interrupt and shutdown work while a cell runs. Requests
// that need the session (execute, complete, inspect, is_complete,
// history) belong on the shell channel and are ignored here.
func (k *Kernel) handleControl(r *request) {
	k.setStatus(r.msg, "busy")
	defer k.setStatus(r.msg, "idle")
	switch t := r.msg.Header.MsgType; t {
	case "interrupt_request":
		k.Interrupt()
		k.reply(r, "interrupt_reply", statusReply{Status: "ok"})
	default:
		if !k.commonRequest(r) {
			k.log.Warn("unknown message type ignored", "msg_type", t, "channel", "control")
		}
	}
}
