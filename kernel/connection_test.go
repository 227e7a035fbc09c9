package kernel

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadConnectionFile(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) string {
		p := filepath.Join(dir, "c.json")
		require.NoError(t, os.WriteFile(p, []byte(body), 0o600))
		return p
	}
	ci, err := ReadConnectionFile(write(`{"shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5,
		"ip": "127.0.0.1", "key": "k", "transport": "tcp", "signature_scheme": "hmac-sha256", "kernel_name": "puppet"}`))
	require.NoError(t, err)
	assert.Equal(t, ConnectionInfo{Transport: "tcp", IP: "127.0.0.1", ShellPort: 1, IOPubPort: 2, StdinPort: 3,
		ControlPort: 4, HBPort: 5, Key: "k", SignatureScheme: "hmac-sha256", KernelName: "puppet"}, ci)
	assert.Equal(t, "tcp://127.0.0.1:1", ci.endpoint(ci.ShellPort))

	ci, err = ReadConnectionFile(write(`{"shell_port": 9}`))
	require.NoError(t, err)
	assert.Equal(t, "tcp", ci.Transport, "tcp when absent")
	assert.Equal(t, "127.0.0.1", ci.IP, "loopback when absent")

	ci, err = ReadConnectionFile(write(`{"transport": "ipc", "ip": "/tmp/k", "shell_port": 3}`))
	require.NoError(t, err)
	assert.Equal(t, "ipc:///tmp/k-3", ci.endpoint(ci.ShellPort))
	assert.Equal(t, "tcp://[::1]:7", ConnectionInfo{IP: "::1"}.endpoint(7))

	for name, body := range map[string]string{
		"not JSON":      `{`,
		"bad transport": `{"transport": "udp"}`,
		"bad scheme":    `{"signature_scheme": "hmac-md5"}`,
		"bad port":      `{"shell_port": 70000}`,
	} {
		_, err := ReadConnectionFile(write(body))
		assert.Error(t, err, name)
	}
	_, err = ReadConnectionFile(filepath.Join(dir, "missing.json"))
	assert.Error(t, err)
}

func TestWriteConnectionFileRoundTrip(t *testing.T) {
	p := filepath.Join(t.TempDir(), "c.json")
	ci := ConnectionInfo{Transport: "tcp", IP: "127.0.0.1", ShellPort: 1, Key: "secret", SignatureScheme: "hmac-sha256"}
	require.NoError(t, WriteConnectionFile(p, ci))
	st, err := os.Stat(p)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm(), "the key stays private")
	got, err := ReadConnectionFile(p)
	require.NoError(t, err)
	assert.Equal(t, ci, got)
}

func TestIPCTransport(t *testing.T) {
	dir, err := os.MkdirTemp("", "k")
	require.NoError(t, err)
	defer os.RemoveAll(dir)
	k, err := New(Config{Connection: ConnectionInfo{Transport: "ipc", IP: filepath.Join(dir, "kernel"), Key: testKey},
		Session: newFakeSession()})
	require.NoError(t, err)
	require.NoError(t, k.Listen())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = k.Serve(t.Context())
	}()
	ci := k.Connection()
	assert.Equal(t, []int{1, 2, 3, 4, 5}, []int{ci.ShellPort, ci.ControlPort, ci.StdinPort, ci.IOPubPort, ci.HBPort})
	c := connect(t, ci)
	rep, _ := c.execute("over ipc")
	assert.Equal(t, "ok", content(t, rep)["status"])
	c.close()
	k.Shutdown()
	<-done
}
