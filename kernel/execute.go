package kernel

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"
)

// executeRequest runs a cell. When the cell fails with stop_on_error set,
// it returns the moment just before its reply went out and how many
// requests were queued then (those the client sent before it could see
// the failure, however long this goroutine waits to run again);
// otherwise the zero stop.
func (k *Kernel) executeRequest(r *request) (st stop) {
	var req executeRequest
	if !k.decode(r, &req) {
		return stop{}
	}
	parent := r.msg
	// As in ipykernel, execute_input and execute_result carry the number
	// the cell gets if it is stored, and execute_reply the session's
	// count after it: the same number for a stored cell; the last stored
	// cell's for a blank or store_history=false cell, which take none.
	count := k.cfg.Session.NextCount()
	if !req.Silent {
		k.publish(parent, "execute_input", executeInput{Code: req.Code, ExecutionCount: count})
	}

	ctx, cancel := context.WithCancel(context.Background())
	k.runMu.Lock()
	k.runCancel = cancel
	k.runMu.Unlock()
	if k.stopping() {
		cancel()
	}
	out := newStreamBatcher(k, parent, req.Silent)
	ex := k.runCell(ctx, req.Code, req.storeHistory(), out.write)
	k.runMu.Lock()
	k.runCancel = nil
	k.runMu.Unlock()
	cancel()
	out.close()

	if !req.Silent {
		for _, d := range ex.Displays {
			k.publish(parent, "display_data", displayContent{Data: d, Metadata: map[string]any{}, Transient: map[string]any{}})
		}
		if len(ex.Result) > 0 {
			k.publish(parent, "execute_result", displayContent{ExecutionCount: count, Data: ex.Result,
				Metadata: map[string]any{}, Transient: map[string]any{}})
		}
	}
	payload := []any{}
	if ex.Page != nil {
		payload = append(payload, pagePayload{Source: "page", Data: ex.Page})
	}
	if ex.Exit {
		payload = append(payload, askExitPayload{Source: "ask_exit"})
	}
	if ex.Err != nil {
		if ex.Err.Detail != "" {
			k.log.Error("internal error", "message", ex.Err.Message, "detail", ex.Err.Detail)
		}
		e := errorContent{EName: ex.Err.Kind, EValue: ex.Err.Message, Traceback: traceback(ex.Err)}
		if !req.Silent {
			k.publish(parent, "error", e)
		}
		e.Status, e.ExecutionCount = "error", ex.Count
		e.UserExpressions, e.Payload = map[string]any{}, payload
		if req.stopOnError() && !req.Silent && !ex.Err.Continue {
			st = stop{at: time.Now(), queued: len(k.queue)}
		}
		k.reply(r, "execute_reply", e)
		return st
	}
	k.reply(r, "execute_reply", executeOK{Status: "ok", ExecutionCount: ex.Count, Payload: payload,
		UserExpressions: k.userExpressions(req.UserExpressions)})
	return stop{}
}

// stop is where a cell failed with stop_on_error: the moment just before
// its reply went out (zero when none failed) and how many requests were
// waiting in the queue at that moment.
type stop struct {
	at     time.Time
	queued int
}

// userExpressions answers execute_request's user_expressions: each is
// evaluated after the cell, without being recorded or changing anything,
// and answered with its display data or its error.
func (k *Kernel) userExpressions(exprs map[string]string) map[string]any {
	out := make(map[string]any, len(exprs))
	for name, expr := range exprs {
		data, fail := k.cfg.Session.Evaluate(context.Background(), expr)
		if fail != nil {
			out[name] = errorContent{Status: "error", EName: fail.Kind, EValue: fail.Message, Traceback: traceback(fail)}
			continue
		}
		out[name] = map[string]any{"status": "ok", "data": data, "metadata": map[string]any{}}
	}
	return out
}

// runCell runs code in the session. A panic in the session becomes an
// InternalError failure of the cell: the kernel outlives it.
func (k *Kernel) runCell(ctx context.Context, code string, store bool, out Output) (ex Execution) {
	defer func() {
		if p := recover(); p != nil {
			k.log.Error("session panicked", "panic", p, "stack", string(debug.Stack()))
			ex = Execution{Count: ex.Count, Err: &Failure{Kind: "InternalError", Message: fmt.Sprint(p)}}
		}
	}()
	return k.cfg.Session.Execute(ctx, code, store, out)
}
