package kernel

import (
	"encoding/json"
)

// Debugger answers the Debug Adapter Protocol requests Jupyter clients
// send in debug_request messages (JupyterLab's debugger panel, VS Code's
// Jupyter extension). The kernel carries the protocol's messages; what
// they mean is the Debugger's business.
type Debugger interface {
	// HandleDebug answers one DAP request (a debug_request's content)
	// with its DAP response (the debug_reply's content). It runs on the
	// control channel, so it must not wait for a running cell, except
	// to hand work to a cell stopped at a breakpoint.
	HandleDebug(request json.RawMessage) json.RawMessage
	// SetEventSink gives the Debugger the function that publishes a DAP
	// event (stopped, continued, ...) as a debug_event on IOPub.
	SetEventSink(func(event json.RawMessage))
}

// debugRequest answers a debug_request, on the control channel or the
// shell channel (clients use either): the DAP request goes to the
// Debugger and its response comes back as the debug_reply.
func (k *Kernel) debugRequest(r *request) {
	if k.cfg.Debugger == nil {
		k.reply(r, "debug_reply", json.RawMessage(`{}`))
		return
	}
	k.reply(r, "debug_reply", k.cfg.Debugger.HandleDebug(r.msg.Content))
}

// publishDebugEvent sends a DAP event as a debug_event on IOPub.
func (k *Kernel) publishDebugEvent(event json.RawMessage) {
	k.publish(nil, "debug_event", event)
}
