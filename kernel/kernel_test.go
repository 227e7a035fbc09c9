package kernel

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestKernelInfo(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for _, ch := range []struct {
		name string
		send func(string, any) string
		in   chan *Message
	}{
		{"shell", func(typ string, v any) string { return c.send(c.shell, typ, v) }, c.shellIn},
		{"control", func(typ string, v any) string { return c.send(c.control, typ, v) }, c.controlIn},
	} {
		t.Run(ch.name, func(t *testing.T) {
			id := ch.send("kernel_info_request", map[string]any{})
			rep := c.reply(ch.in, id)
			assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
			assert.Equal(t, "5.3", rep.Header.Version)
			info := content(t, rep)
			assert.Equal(t, "ok", info["status"])
			assert.Equal(t, "5.3", info["protocol_version"])
			lang := info["language_info"].(map[string]any)
			assert.Equal(t, map[string]any{"name": "puppet", "version": "7", "mimetype": "text/x-puppet",
				"file_extension": ".pp", "pygments_lexer": "puppet", "codemirror_mode": "puppet"}, lang)
			assert.Equal(t, []string{"status", "status"}, types(c.iopubUntilIdle(id)))
		})
	}
}

func TestExecuteResult(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, out := c.execute("6 * 7")
	require.Equal(t, []string{"status", "execute_input", "execute_result", "status"}, types(out))
	assert.Equal(t, map[string]any{"status": "ok", "execution_count": 1.0, "payload": []any{},
		"user_expressions": map[string]any{}}, content(t, rep))
	assert.Equal(t, map[string]any{"code": "6 * 7", "execution_count": 1.0}, content(t, out[1]))
	res := content(t, out[2])
	assert.Equal(t, 1.0, res["execution_count"])
	assert.Equal(t, map[string]any{"text/plain": "6 * 7", "text/html": "<b>6 * 7</b>"}, res["data"])
	assert.Equal(t, "busy", content(t, out[0])["execution_state"])
	for _, m := range append(out, rep) {
		assert.Equal(t, tk.k.id, m.Header.Session)
		assert.Equal(t, "5.3", m.Header.Version)
	}
	_, out = c.execute("second")
	assert.Equal(t, 2.0, content(t, out[1])["execution_count"])
}

func TestExecuteTiming(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	start := time.Now()
	for i := 0; i < 100; i++ {
		c.execute("x")
	}
	t.Logf("100 executes in %v", time.Since(start))
}
