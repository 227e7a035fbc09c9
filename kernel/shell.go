package kernel

import (
	"encoding/json"
	"fmt"
	"runtime/debug"
	"strings"
	"time"
)

// stopOnErrorWindow is how long after a failed cell's reply a request may
// still arrive and be aborted, if the client sent it before that reply
// (by its header's date): a client that sends several cells at once (Run
// All) can have some still on the way when the first fails, later on a
// loaded machine. The window bounds what a client clock running behind
// could wrongly abort.
const stopOnErrorWindow = 2 * time.Second

// executeLoop handles shell requests one at a time, in arrival order.
// When a cell fails with stop_on_error, the execute requests waiting in
// the queue at that moment are answered "aborted" without running, as
// ipykernel aborts its queue; so are those still on the way that the
// client sent before it could see the failure. Later requests run.
func (k *Kernel) executeLoop() {
	var failedAt time.Time // just before the reply of the last failed cell
	aborting := 0          // how many of the next requests were queued at the failure
	for {
		var r *request
		select {
		case r = <-k.queue:
		case <-k.done:
			return
		}
		k.setStatus(r.msg, "busy")
		queuedAtFailure := aborting > 0
		if queuedAtFailure {
			aborting--
		}
		if r.msg.Header.MsgType == "execute_request" && (queuedAtFailure || sentBefore(r, failedAt)) {
			k.reply(r, "execute_reply", statusReply{Status: "aborted"})
		} else if st := k.dispatchShell(r); !st.at.IsZero() {
			failedAt, aborting = st.at, st.queued
		}
		k.setStatus(r.msg, "idle")
	}
}

// sentBefore reports whether r was sent before the moment t: it arrived
// before t, or it arrived within stopOnErrorWindow after t and its header's
// date is before t.
func sentBefore(r *request, t time.Time) bool {
	switch {
	case t.IsZero():
		return false
	case r.arrived.Before(t):
		return true
	case r.arrived.Sub(t) > stopOnErrorWindow:
		return false
	}
	sent, err := time.Parse(time.RFC3339Nano, r.msg.Header.Date)
	return err == nil && sent.Before(t)
}

// dispatchShell answers one shell request. For a cell that failed with
// stop_on_error set, it returns where it stopped (executeRequest);
// otherwise the zero stop. A panic while answering is logged and
// answered with an error reply: the kernel outlives it.
func (k *Kernel) dispatchShell(r *request) (st stop) {
	defer func() {
		if p := recover(); p != nil {
			k.log.Error("request failed", "msg_type", r.msg.Header.MsgType, "panic", p, "stack", string(debug.Stack()))
			k.reply(r, replyType(r.msg.Header.MsgType), errorContent{Status: "error", EName: "InternalError",
				EValue: fmt.Sprint(p), Traceback: []string{}})
		}
	}()
	switch t := r.msg.Header.MsgType; t {
	case "execute_request":
		return k.executeRequest(r)
	case "complete_request":
		k.completeRequest(r)
	case "inspect_request":
		k.inspectRequest(r)
	case "history_request":
		k.historyRequest(r)
	case "is_complete_request":
		k.isCompleteRequest(r)
	case "comm_open":
		k.commOpen(r)
	case "comm_msg", "comm_close":
		k.log.Debug("comm message for no comm ignored", "msg_type", r.msg.Header.MsgType)
	default:
		if !k.commonRequest(r) {
			k.log.Warn("unknown message type ignored", "msg_type", t, "channel", "shell")
		}
	}
	return stop{}
}

// commonRequest answers the requests valid on both shell and control:
// those that never wait for the session, so control stays responsive
// while a cell runs. It reports whether it knew the message type.
func (k *Kernel) commonRequest(r *request) bool {
	switch r.msg.Header.MsgType {
	case "kernel_info_request":
		k.reply(r, "kernel_info_reply", k.kernelInfo())
	case "comm_info_request":
		k.reply(r, "comm_info_reply", commInfoReply{Status: "ok", Comms: map[string]any{}})
	case "connect_request":
		c := k.conn
		k.reply(r, "connect_reply", connectReply{Status: "ok", ShellPort: c.ShellPort, IOPubPort: c.IOPubPort,
			StdinPort: c.StdinPort, HBPort: c.HBPort, ControlPort: c.ControlPort})
	case "shutdown_request":
		k.shutdownRequest(r)
	case "debug_request":
		k.debugRequest(r)
	default:
		return false
	}
	return true
}

// decode unmarshals r's content into v; on failure it logs and answers
// with an error reply so the client is not left waiting.
func (k *Kernel) decode(r *request, v any) bool {
	if err := json.Unmarshal(r.msg.Content, v); err != nil {
		k.log.Warn("malformed content", "msg_type", r.msg.Header.MsgType, "err", err)
		k.reply(r, replyType(r.msg.Header.MsgType), errorContent{Status: "error", EName: "MalformedRequest",
			EValue: err.Error(), Traceback: []string{}})
		return false
	}
	return true
}

// replyType names the reply to a request type (execute_request ->
// execute_reply).
func replyType(requestType string) string {
	return strings.TrimSuffix(requestType, "_request") + "_reply"
}

// kernelInfo is the content of kernel_info_reply.
func (k *Kernel) kernelInfo() kernelInfoReply {
	info := k.cfg.Info
	links := make([]helpLink, 0, len(info.HelpLinks))
	for _, l := range info.HelpLinks {
		links = append(links, helpLink{Text: l.Text, URL: l.URL})
	}
	return kernelInfoReply{
		Status:                "ok",
		ProtocolVersion:       ProtocolVersion,
		Implementation:        info.Implementation,
		ImplementationVersion: info.ImplementationVersion,
		LanguageInfo: languageInfo{
			Name:           "puppet",
			Version:        info.LanguageVersion,
			Mimetype:       "text/x-puppet",
			FileExtension:  ".pp",
			PygmentsLexer:  "puppet",
			CodemirrorMode: "puppet",
		},
		Banner:    info.Banner,
		HelpLinks: links,
		Debugger:  k.cfg.Debugger != nil,
	}
}

// commOpen answers a comm_open: the kernel has no comm targets, so, as
// ipykernel does for an unknown target, it closes the comm at once.
func (k *Kernel) commOpen(r *request) {
	var req commOpen
	if err := json.Unmarshal(r.msg.Content, &req); err != nil || req.CommID == "" {
		k.log.Warn("malformed comm_open", "err", err)
		return
	}
	k.log.Info("no comm target; closing the comm", "target_name", req.TargetName)
	k.publish(r.msg, "comm_close", commClose{CommID: req.CommID, Data: map[string]any{}})
}

func (k *Kernel) isCompleteRequest(r *request) {
	var req isCompleteRequest
	if !k.decode(r, &req) {
		return
	}
	status, indent := k.cfg.Session.IsComplete(req.Code)
	rep := isCompleteReply{Status: status}
	if status == "incomplete" {
		rep.Indent = indent
	}
	k.reply(r, "is_complete_reply", rep)
}

func (k *Kernel) completeRequest(r *request) {
	req := completeRequest{CursorPos: -1}
	if !k.decode(r, &req) {
		return
	}
	n := runeCount(req.Code)
	if req.CursorPos < 0 || req.CursorPos > n {
		req.CursorPos = n
	}
	matches, start, end := k.cfg.Session.Complete(req.Code, req.CursorPos)
	if matches == nil {
		matches = []string{}
	}
	k.reply(r, "complete_reply", completeReply{Status: "ok", Matches: matches, CursorStart: start,
		CursorEnd: end, Metadata: map[string]any{}})
}

func (k *Kernel) inspectRequest(r *request) {
	req := inspectRequest{CursorPos: -1}
	if !k.decode(r, &req) {
		return
	}
	n := runeCount(req.Code)
	if req.CursorPos < 0 || req.CursorPos > n {
		req.CursorPos = n
	}
	data, found := k.cfg.Session.Inspect(req.Code, req.CursorPos, req.DetailLevel)
	if data == nil {
		data = MIMEBundle{}
	}
	k.reply(r, "inspect_reply", inspectReply{Status: "ok", Found: found, Data: data, Metadata: map[string]any{}})
}

func (k *Kernel) shutdownRequest(r *request) {
	var req shutdownRequest
	if !k.decode(r, &req) {
		return
	}
	k.reply(r, "shutdown_reply", shutdownReply{Status: "ok", Restart: req.Restart})
	k.runMu.Lock()
	k.restart = req.Restart
	k.runMu.Unlock()
	k.Shutdown()
}

// runeCount counts the Unicode code points of s, the unit of every
// cursor position in the protocol.
func runeCount(s string) int {
	n := 0
	for range s {
		n++
	}
	return n
}
