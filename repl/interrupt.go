package repl

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
)

// interrupter cancels the running evaluation when Ctrl-C arrives. While
// code runs the terminal is out of raw mode, so Ctrl-C is a SIGINT (and
// the terminal echoes ^C).
type interrupter struct {
	out    io.Writer
	mu     sync.Mutex
	cancel context.CancelFunc
	fired  bool
}

// context starts an evaluation's context: Ctrl-C interrupts it. The
// function it returns ends the evaluation; after an interrupt it starts
// a new line, so what follows does not run on after the terminal's ^C.
// An evaluation started while another is stopped (at the debugger's
// prompt) takes Ctrl-C over until it ends, and the outer one is then the
// one Ctrl-C stops again.
func (it *interrupter) context() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	it.mu.Lock()
	outer := it.cancel
	it.cancel, it.fired = cancel, false
	it.mu.Unlock()
	return ctx, func() {
		it.mu.Lock()
		fired := it.fired
		it.cancel, it.fired = outer, false
		it.mu.Unlock()
		cancel()
		if fired {
			fmt.Fprintln(it.out)
		}
	}
}

// listen takes SIGINT over from the default action (ending the process)
// until the returned function is called.
func (it *interrupter) listen() (stop func()) {
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, os.Interrupt)
	go func() {
		for {
			select {
			case <-sig:
				it.mu.Lock()
				if it.cancel != nil {
					it.cancel()
					it.fired = true
				}
				it.mu.Unlock()
			case <-done:
				return
			}
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
