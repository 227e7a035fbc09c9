package kernel

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strconv"
)

// ConnectionInfo is the content of a Jupyter connection file: where the
// five sockets live and how messages are signed.
type ConnectionInfo struct {
	Transport       string `json:"transport"`
	IP              string `json:"ip"`
	ShellPort       int    `json:"shell_port"`
	ControlPort     int    `json:"control_port"`
	IOPubPort       int    `json:"iopub_port"`
	StdinPort       int    `json:"stdin_port"`
	HBPort          int    `json:"hb_port"`
	Key             string `json:"key"`
	SignatureScheme string `json:"signature_scheme"`
	KernelName      string `json:"kernel_name,omitempty"`
}

// ReadConnectionFile reads and checks a connection file.
func ReadConnectionFile(path string) (ConnectionInfo, error) {
	var ci ConnectionInfo
	data, err := os.ReadFile(path)
	if err != nil {
		return ci, err
	}
	if err := json.Unmarshal(data, &ci); err != nil {
		return ci, fmt.Errorf("connection file %s: %w", path, err)
	}
	if ci.Transport == "" {
		ci.Transport = "tcp"
	}
	if ci.IP == "" {
		ci.IP = "127.0.0.1"
	}
	if err := ci.check(); err != nil {
		return ci, fmt.Errorf("connection file %s: %w", path, err)
	}
	return ci, nil
}

// WriteConnectionFile writes ci to path, readable only by its owner (the
// file holds the signing key).
func WriteConnectionFile(path string, ci ConnectionInfo) error {
	data, err := json.MarshalIndent(ci, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o600)
}

func (ci ConnectionInfo) check() error {
	switch ci.Transport {
	case "tcp", "ipc":
	default:
		return fmt.Errorf("unsupported transport %q (tcp or ipc)", ci.Transport)
	}
	if _, ok := signatureSchemes[ci.SignatureScheme]; !ok && ci.SignatureScheme != "" {
		return fmt.Errorf("unsupported signature_scheme %q", ci.SignatureScheme)
	}
	for _, p := range []int{ci.ShellPort, ci.ControlPort, ci.IOPubPort, ci.StdinPort, ci.HBPort} {
		if p < 0 || p > 65535 {
			return fmt.Errorf("port %d out of range", p)
		}
	}
	return nil
}

// endpoint returns the ZeroMQ address clients connect to: tcp://IP:PORT,
// or for ipc the file IP-PORT, as Jupyter names ipc endpoints.
func (ci ConnectionInfo) endpoint(port int) string {
	if ci.Transport == "ipc" {
		return "ipc://" + ci.ipcPath(port)
	}
	return "tcp://" + net.JoinHostPort(ci.IP, strconv.Itoa(port))
}

// listenEndpoint returns the address the kernel listens on: the endpoint
// over the screened transport of the same network.
func (ci ConnectionInfo) listenEndpoint(port int) string {
	if ci.Transport == "ipc" {
		return screenedIPC + "://" + ci.ipcPath(port)
	}
	return screenedTCP + "://" + net.JoinHostPort(ci.IP, strconv.Itoa(port))
}

// ipcPath is the socket file of an ipc port.
func (ci ConnectionInfo) ipcPath(port int) string {
	return ci.IP + "-" + strconv.Itoa(port)
}
