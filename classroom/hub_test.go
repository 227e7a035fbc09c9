//go:build unix

// Package classroom tests the classroom set-up of the README: a
// JupyterHub with jupyterhub_config.py, whose learners run the course in
// the safe Puppet kernel.
package classroom

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
)

// learner is the account the test logs in as.
const learner = "learner"

// startTimeout bounds each wait: the hub coming up, a server or a kernel
// starting, a cell running. The machine running the tests may be slow
// and busy; nothing here measures speed.
const startTimeout = 2 * time.Minute

// hub is a JupyterHub the test started, and what it needs to reach it.
type hub struct {
	dir      string // the test's directory: config, database, homes, logs
	base     string // the proxy's public address, http://127.0.0.1:PORT
	kernel   string // the safe kernel's binary
	cmd      *exec.Cmd
	client   *http.Client // keeps the login cookie; follows no redirect
	password string       // the learner's password
	token    string       // the learner's API token
}

// TestClassroom starts a hub on 127.0.0.1 with the classroom's
// configuration (a test authenticator and a spawner that needs no Unix
// accounts in place of PAM and the per-user spawner), logs a learner in,
// starts their server through the hub's REST API, and checks what a
// learner gets: a copy of the course without the solutions, the safe
// Puppet kernel and no other kernel nor terminal, a cell that runs and
// what safe mode refuses. It stops all it started, and fails if a process
// outlives the hub.
func TestClassroom(t *testing.T) {
	h := startHub(t)
	h.login(t)
	h.startServer(t)

	home := filepath.Join(h.dir, "home", learner, "puppet-course")
	assert.FileExists(t, filepath.Join(home, "00-start.ipynb"), "the learner has a copy of the course")
	assert.FileExists(t, filepath.Join(home, "08-exercises.ipynb"), "the learner has a copy of the course")
	assert.NoFileExists(t, filepath.Join(home, "08-solutions.ipynb"), "the solutions stay with the teacher")
	assert.NoFileExists(t, filepath.Join(home, "files_test.go"), "the tests stay behind")
	assert.NoDirExists(t, filepath.Join(home, "src"), "the lessons' sources stay behind")
	assert.NoFileExists(t, filepath.Join(home, "15-templates.solutions.ipynb"), "the solutions stay with the teacher")
	assert.FileExists(t, filepath.Join(home, "15-templates.ipynb"), "the lessons are copied")
	course, err := filepath.Abs("../notebooks")
	require.NoError(t, err)
	link, err := os.Readlink(filepath.Join(home, "environment"))
	require.NoError(t, err, "the teaching environment is a link to the course's")
	assert.Equal(t, filepath.Join(course, "environment"), link, "the teaching environment is shared, not copied")

	// The learner's server opens at the start page.
	req, err := http.NewRequest(http.MethodGet, h.base+"/user/"+learner+"/", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "token "+h.token)
	resp, err := h.client.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	front, err := url.Parse(resp.Header.Get("Location"))
	require.NoError(t, err)
	assert.Equal(t, "/user/"+learner+"/notebooks/00-start.ipynb", front.Path, "the server's front page is the start page")

	var specs struct {
		Default     string `json:"default"`
		Kernelspecs map[string]struct {
			Spec struct {
				Argv        []string `json:"argv"`
				DisplayName string   `json:"display_name"`
			} `json:"spec"`
		} `json:"kernelspecs"`
	}
	h.api(t, http.MethodGet, "/user/"+learner+"/api/kernelspecs", nil, http.StatusOK, &specs)
	require.Len(t, specs.Kernelspecs, 1, "the learner sees one kernel: %v", specs.Kernelspecs)
	spec, ok := specs.Kernelspecs["puppet"]
	require.True(t, ok, "the one kernel is puppet")
	assert.Equal(t, "puppet", specs.Default)
	assert.Contains(t, spec.Spec.Argv, "--safe")
	assert.Equal(t, "Puppet (safe)", spec.Spec.DisplayName)

	// The Python kernel ipykernel provides is not listed, and cannot be
	// started by name either; nor can a terminal.
	status := h.request(t, http.MethodPost, "/user/"+learner+"/api/kernels", map[string]string{"name": "python3"}, nil)
	assert.GreaterOrEqual(t, status, 400, "starting a Python kernel is refused")
	status = h.request(t, http.MethodPost, "/user/"+learner+"/api/terminals", nil, nil)
	assert.Equal(t, http.StatusNotFound, status, "there are no terminals")

	// The kernel of the start page, started as the browser starts it when
	// the learner opens the notebook: a session for its path, so the
	// kernel runs in the notebook's directory.
	var session struct {
		ID     string `json:"id"`
		Kernel struct {
			ID string `json:"id"`
		} `json:"kernel"`
	}
	h.api(t, http.MethodPost, "/user/"+learner+"/api/sessions",
		map[string]any{"path": "00-start.ipynb", "type": "notebook", "name": "", "kernel": map[string]string{"name": "puppet"}},
		http.StatusCreated, &session)
	require.NotEmpty(t, session.Kernel.ID)
	ws := h.channels(t, session.Kernel.ID)
	defer ws.Close()

	// The start page's cells, as the learner's copy holds them, run, and
	// its check passes.
	var nb struct {
		Content struct {
			Cells []struct {
				CellType string `json:"cell_type"`
				Source   string `json:"source"`
			} `json:"cells"`
		} `json:"content"`
	}
	h.api(t, http.MethodGet, "/user/"+learner+"/api/contents/00-start.ipynb", nil, http.StatusOK, &nb)
	var shown []string
	for _, c := range nb.Content.Cells {
		if c.CellType == "code" {
			r := execute(t, ws, c.Source)
			require.Equal(t, "ok", r.status, "%s\n%s: %s", c.Source, r.ename, r.evalue)
			shown = append(shown, r.result)
		}
	}
	assert.Contains(t, shown, "✓ Warm-up: passed\n  ✓ File['/etc/motd'] is in the catalog with ensure => 'file'")

	for _, tc := range []struct {
		name, code, result, stdout string
	}{
		{name: "a value", code: "[1, 2, 3].map |$x| { $x * 10 }", result: "[10, 20, 30]"},
		{name: "a catalog", code: "file { '/etc/motd': content => 'hello' }\nnotice(File['/etc/motd']['content'])", stdout: "hello"},
	} {
		r := execute(t, ws, tc.code)
		require.Equal(t, "ok", r.status, "%s: %s: %s", tc.name, r.ename, r.evalue)
		if tc.result != "" {
			assert.Equal(t, tc.result, r.result, tc.name)
		}
		assert.Contains(t, r.stdout, tc.stdout, tc.name)
	}

	// The course's teaching environment, in the learner's copy, opens in
	// the safe kernel, and a node's role compiles from its modules and data.
	r := execute(t, ws, ":environment environment")
	require.Equal(t, "ok", r.status, "%s: %s", r.ename, r.evalue)
	r = execute(t, ws, "include role::base\n[File['/etc/motd']['ensure'], Service['chrony']['ensure']]")
	require.Equal(t, "ok", r.status, "%s: %s", r.ename, r.evalue)
	assert.Equal(t, "['file', 'running']", r.result)
	// The web server role renders its sites from an ERB template, which
	// runs because the kernel trusts the course's environment.
	r = execute(t, ws, "include role::webserver")
	require.Equal(t, "ok", r.status, "%s: %s", r.ename, r.evalue)
	r = execute(t, ws, "File[\"${webserver::sites_dir}/shop.conf\"]['content']")
	require.Equal(t, "ok", r.status, "%s: %s", r.ename, r.evalue)
	assert.Contains(t, r.result, "listen 8080;")

	// Safe mode refuses to run programs, to run Ruby the learner writes,
	// and to read files outside the course.
	for _, tc := range []struct{ code, message string }{
		{"generate('/bin/echo', 'hello')", "generate() runs programs, which safe mode does not allow"},
		{"inline_template('<%= 1 + 1 %>')", "inline_template() runs Ruby code written in the input, which safe mode does not run"},
		{"file('/etc/passwd')", "Reading /etc/passwd is not allowed in safe mode"},
	} {
		r := execute(t, ws, tc.code)
		assert.Equal(t, "error", r.status, tc.code)
		assert.Contains(t, r.evalue, tc.message, tc.code)
	}

	// Every kernel running is the safe one.
	for _, pid := range testenv.ProcessesOf(h.kernel) {
		cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if err == nil {
			assert.Contains(t, strings.Split(string(cmdline), "\x00"), "--safe", "kernel process %d", pid)
		}
	}

	h.api(t, http.MethodDelete, "/user/"+learner+"/api/sessions/"+session.ID, nil, http.StatusNoContent, nil)
	h.stopServer(t)
}

// startHub writes a configuration that loads the classroom's and
// replaces what a test cannot use, starts JupyterHub with it and waits
// until the hub answers. It skips the test under -short and when
// JupyterHub is not installed.
func startHub(t *testing.T) *hub {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a JupyterHub, which -short leaves out")
	}
	for _, name := range []string{"jupyterhub", "jupyterhub-singleuser", "configurable-http-proxy"} {
		if _, err := exec.LookPath(name); err != nil {
			t.Skipf("JupyterHub is not installed: no %s on PATH (scripts/test.sh installs Debian's jupyterhub)", name)
		}
	}
	dir := t.TempDir()
	course, err := filepath.Abs("../notebooks")
	require.NoError(t, err)
	config, err := filepath.Abs("jupyterhub_config.py")
	require.NoError(t, err)

	// The safe kernel, under the name the notebooks ask for, trusting the
	// course's environment, as the README installs it, but into a prefix
	// of the test's own.
	kernel := testenv.Build(t, "prepl/cmd/jupyter-kernel")
	prefix := filepath.Join(dir, "prefix")
	out, err := exec.Command(kernel, "install", "--prefix", prefix, "--safe", "--name", "puppet", "--trust-ruby", filepath.Join(course, "environment")).CombinedOutput()
	require.NoError(t, err, "installing the kernelspec: %s", out)

	ports := freePorts(t, 3)
	h := &hub{dir: dir, base: "http://127.0.0.1:" + strconv.Itoa(ports[0]), kernel: kernel}
	h.password = randomHex(t)
	settings := map[string]any{
		"config":      config,
		"bind_url":    h.base,
		"hub_port":    ports[1],
		"proxy_api":   "http://127.0.0.1:" + strconv.Itoa(ports[2]),
		"dir":         dir,
		"password":    h.password,
		"learner":     learner,
		"jupyterPath": filepath.Join(prefix, "share", "jupyter"),
		"marker":      dir,
		"root":        os.Getuid() == 0,
	}
	js, err := json.Marshal(settings)
	require.NoError(t, err)
	testConfig := filepath.Join(dir, "test_config.py")
	require.NoError(t, os.WriteFile(testConfig, []byte("import json\nsettings = json.loads("+strconv.Quote(string(js))+")\n"+testSettings), 0o644))

	log, err := os.Create(filepath.Join(dir, "hub.log"))
	require.NoError(t, err)
	t.Cleanup(func() { log.Close() })
	h.cmd = exec.Command("jupyterhub", "-f", testConfig)
	h.cmd.Dir = dir
	h.cmd.Stdout, h.cmd.Stderr = log, log
	h.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	h.cmd.Env = append(os.Environ(), "PREPL_COURSE="+course, markerVar+"="+dir)
	if os.Getenv("NODE_PATH") == "" {
		// Debian's configurable-http-proxy needs Debian's node modules,
		// which a Node.js from elsewhere does not look for.
		h.cmd.Env = append(h.cmd.Env, "NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs")
	}
	require.NoError(t, h.cmd.Start())
	exited := make(chan struct{})
	go func() { _ = h.cmd.Wait(); close(exited) }()
	t.Cleanup(func() { h.stop(t, exited) })

	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	h.client = &http.Client{
		Jar:           jar,
		Timeout:       startTimeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	deadline := time.Now().Add(startTimeout)
	for {
		resp, err := h.client.Get(h.base + "/hub/api")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return h
			}
		}
		select {
		case <-exited:
			t.Fatalf("JupyterHub exited:\n%s", h.log())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("JupyterHub did not answer at %s:\n%s", h.base, h.log())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// markerVar names the environment variable every process of the test's
// hub carries (the hub passes it to the proxy and, by its configuration,
// to the learner's server, which passes it to its kernels), holding the
// test's directory: what /proc shows with it is ours to stop.
const markerVar = "PREPL_CLASSROOM_TEST"

// testSettings is the test's configuration after the classroom's: on
// 127.0.0.1, with its state in the test's directory, the dummy
// authenticator (one password) and a spawner that runs the learner's
// server as the user running the test.
const testSettings = `
load_subconfig(settings["config"])
c.JupyterHub.bind_url = settings["bind_url"]
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = settings["hub_port"]
c.ConfigurableHTTPProxy.api_url = settings["proxy_api"]
c.ConfigurableHTTPProxy.pid_file = settings["dir"] + "/proxy.pid"
c.JupyterHub.pid_file = settings["dir"] + "/jupyterhub.pid"
c.JupyterHub.db_url = "sqlite:///" + settings["dir"] + "/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = settings["dir"] + "/cookie_secret"
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = settings["password"]
c.Authenticator.allowed_users = {settings["learner"]}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = settings["dir"] + "/home/{username}"
c.Spawner.environment = {"JUPYTER_PATH": settings["jupyterPath"], "PREPL_CLASSROOM_TEST": settings["marker"]}
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
if settings["root"]:
    c.Spawner.args.append("--NotebookApp.allow_root=True")
`

// login logs the learner in with the login form, as a browser does, and
// asks the hub's API, with the login cookie, for a token of theirs.
func (h *hub) login(t *testing.T) {
	t.Helper()
	wrong, err := h.client.PostForm(h.base+"/hub/login", url.Values{"username": {learner}, "password": {"wrong" + h.password}})
	require.NoError(t, err)
	page, err := io.ReadAll(wrong.Body)
	wrong.Body.Close()
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, wrong.StatusCode, "a wrong password gets the login form again")
	assert.Contains(t, string(page), "Invalid username or password")

	resp, err := h.client.PostForm(h.base+"/hub/login", url.Values{"username": {learner}, "password": {h.password}})
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusFound, resp.StatusCode, "the login redirects to the learner's server:\n%s", h.log())

	body, err := json.Marshal(map[string]string{"note": "classroom test"})
	require.NoError(t, err)
	req, err := http.NewRequest(http.MethodPost, h.base+"/hub/api/users/"+learner+"/tokens", bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Referer", h.base+"/hub/home")
	resp, err = h.client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusCreated, resp.StatusCode, "the logged-in learner gets a token")
	var token struct{ Token string }
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&token))
	require.NotEmpty(t, token.Token)
	h.token = token.Token
}

// startServer starts the learner's server through the hub's REST API and
// waits until the hub says it is ready.
func (h *hub) startServer(t *testing.T) {
	t.Helper()
	status := h.request(t, http.MethodPost, "/hub/api/users/"+learner+"/server", nil, nil)
	require.Contains(t, []int{http.StatusCreated, http.StatusAccepted}, status, "starting the server:\n%s", h.log())
	h.waitServer(t, true)
}

// stopServer stops the learner's server through the hub's REST API and
// waits until it has stopped.
func (h *hub) stopServer(t *testing.T) {
	t.Helper()
	status := h.request(t, http.MethodDelete, "/hub/api/users/"+learner+"/server", nil, nil)
	require.Contains(t, []int{http.StatusNoContent, http.StatusAccepted}, status, "stopping the server")
	h.waitServer(t, false)
}

// waitServer waits until the learner's server is ready (or, with ready
// false, gone), as the hub's API reports it.
func (h *hub) waitServer(t *testing.T, ready bool) {
	t.Helper()
	deadline := time.Now().Add(startTimeout)
	for {
		var user struct {
			Servers map[string]struct {
				Ready bool `json:"ready"`
			} `json:"servers"`
		}
		h.api(t, http.MethodGet, "/hub/api/users/"+learner, nil, http.StatusOK, &user)
		server, running := user.Servers[""]
		if ready && running && server.Ready || !ready && !running {
			return
		}
		require.False(t, time.Now().After(deadline), "the learner's server is not %s:\n%s",
			map[bool]string{true: "ready", false: "stopped"}[ready], h.log())
		time.Sleep(250 * time.Millisecond)
	}
}

// request sends a request with the learner's token (and body as JSON
// when not nil), decodes a JSON answer into out when not nil, and
// returns the status.
func (h *hub) request(t *testing.T, method, path string, body, out any) int {
	t.Helper()
	var r io.Reader
	if body != nil {
		js, err := json.Marshal(body)
		require.NoError(t, err)
		r = bytes.NewReader(js)
	}
	req, err := http.NewRequest(method, h.base+path, r)
	require.NoError(t, err)
	req.Header.Set("Authorization", "token "+h.token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := h.client.Do(req)
	require.NoError(t, err, "%s %s", method, path)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	if out != nil && resp.StatusCode < 300 {
		require.NoError(t, json.Unmarshal(data, out), "%s %s: %s", method, path, data)
	}
	return resp.StatusCode
}

// api is request for an answer that must have the status want.
func (h *hub) api(t *testing.T, method, path string, body any, want int, out any) {
	t.Helper()
	status := h.request(t, method, path, body, out)
	require.Equal(t, want, status, "%s %s:\n%s", method, path, h.log())
}

// channels opens the kernel's channels, the WebSocket a notebook in the
// browser speaks to its kernel through, via the hub's proxy.
func (h *hub) channels(t *testing.T, id string) *websocket {
	t.Helper()
	header := http.Header{"Authorization": {"token " + h.token}}
	ws, err := dialWebsocket(h.base+"/user/"+learner+"/api/kernels/"+id+"/channels", header)
	require.NoError(t, err)
	return ws
}

// reply is what executing a cell produced.
type reply struct {
	status        string // ok or error
	result        string // the execute_result's or display_data's text/plain
	stdout        string
	ename, evalue string
}

// execute runs code in the kernel and collects the cell's outputs until
// its reply has come and the kernel is idle again.
func execute(t *testing.T, ws *websocket, code string) reply {
	t.Helper()
	id := randomHex(t)
	msg := map[string]any{
		"header": map[string]any{
			"msg_id": id, "msg_type": "execute_request", "username": learner,
			"session": "classroom-test", "version": "5.3", "date": time.Now().UTC().Format(time.RFC3339Nano),
		},
		"parent_header": map[string]any{},
		"metadata":      map[string]any{},
		"content": map[string]any{
			"code": code, "silent": false, "store_history": true,
			"user_expressions": map[string]any{}, "allow_stdin": false, "stop_on_error": true,
		},
		"channel": "shell",
		"buffers": []any{},
	}
	js, err := json.Marshal(msg)
	require.NoError(t, err)
	require.NoError(t, ws.WriteText(js))

	var r reply
	var replied, idle bool
	deadline := time.Now().Add(startTimeout)
	for !replied || !idle {
		data, err := ws.ReadMessage(deadline)
		require.NoError(t, err, "waiting for the kernel to run %q", code)
		var m struct {
			Channel string `json:"channel"`
			Header  struct {
				MsgType string `json:"msg_type"`
			}
			ParentHeader struct {
				MsgID string `json:"msg_id"`
			} `json:"parent_header"`
			Content struct {
				Status         string            `json:"status"`
				ExecutionState string            `json:"execution_state"`
				Name           string            `json:"name"`
				Text           string            `json:"text"`
				Data           map[string]string `json:"data"`
				EName          string            `json:"ename"`
				EValue         string            `json:"evalue"`
			} `json:"content"`
		}
		require.NoError(t, json.Unmarshal(data, &m), "%s", data)
		if m.ParentHeader.MsgID != id {
			continue
		}
		switch m.Header.MsgType {
		case "execute_reply":
			replied = true
			r.status = m.Content.Status
		case "status":
			idle = m.Content.ExecutionState == "idle"
		case "execute_result", "display_data":
			r.result = m.Content.Data["text/plain"]
		case "stream":
			if m.Content.Name == "stdout" {
				r.stdout += m.Content.Text
			}
		case "error":
			r.ename, r.evalue = m.Content.EName, m.Content.EValue
		}
	}
	return r
}

// stop ends the hub: SIGTERM, on which it stops the learner's server
// (and its kernels) and the proxy, or SIGKILL to its process group when
// it does not exit. Then any process still carrying the test's marker is
// killed by its pid, and the test fails: the hub left it behind.
func (h *hub) stop(t *testing.T, exited <-chan struct{}) {
	_ = h.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(startTimeout):
		_ = syscall.Kill(-h.cmd.Process.Pid, syscall.SIGKILL)
		<-exited
		t.Errorf("JupyterHub did not exit on SIGTERM:\n%s", h.log())
	}
	if left := testenv.KillLeftovers(10*time.Second, func() []int { return processesMarked(h.dir) }); left != nil {
		t.Errorf("processes %v were still running after JupyterHub exited:\n%s", left, h.log())
	}
}

// log returns the hub's log (and, through it, the proxy's and the
// learner's server's), for failure messages.
func (h *hub) log() string {
	data, _ := os.ReadFile(filepath.Join(h.dir, "hub.log"))
	return string(data)
}

// processesMarked returns the processes whose environment has the test's
// marker with the value dir.
func processesMarked(dir string) []int {
	want := []byte(markerVar + "=" + dir + "\x00")
	return testenv.ProcessesWhere(func(pid string) bool {
		env, err := os.ReadFile(filepath.Join("/proc", pid, "environ"))
		return err == nil && bytes.Contains(append(env, 0), want)
	})
}

// freePorts returns n ports on 127.0.0.1 that were free a moment ago.
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	var listeners []net.Listener
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		listeners = append(listeners, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range listeners {
		l.Close()
	}
	return ports
}

// randomHex returns 16 random bytes in hex: passwords and message ids.
func randomHex(t *testing.T) string {
	t.Helper()
	b := make([]byte, 16)
	_, err := rand.Read(b)
	require.NoError(t, err)
	return hex.EncodeToString(b)
}
