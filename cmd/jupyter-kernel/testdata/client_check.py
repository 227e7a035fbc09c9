"""Drives the real kernel, started by jupyter_client's KernelManager from
its installed kernelspec, through everything a notebook or console does.

Usage: python3 client_check.py KERNEL_NAME
Prints one line per check; exits non-zero at the first failure."""

import signal
import sys
import time
from queue import Empty

from jupyter_client.manager import KernelManager
from jupyter_client.session import Session

TIMEOUT = 30


def check(name, cond, detail=""):
    if not cond:
        raise AssertionError("%s: %s" % (name, detail))
    print("ok", name)


class Client:
    def __init__(self, kc):
        self.kc = kc

    def iopub_until_idle(self, msg_id):
        msgs = []
        while True:
            m = self.kc.get_iopub_msg(timeout=TIMEOUT)
            if m["parent_header"].get("msg_id") != msg_id:
                continue
            if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
                return msgs
            if m["msg_type"] != "status":
                msgs.append(m)

    def shell_reply(self, msg_id):
        while True:
            m = self.kc.get_shell_msg(timeout=TIMEOUT)
            if m["parent_header"].get("msg_id") == msg_id:
                return m

    def execute(self, code, **kw):
        msg_id = self.kc.execute(code, **kw)
        reply = self.shell_reply(msg_id)
        return reply["content"], self.iopub_until_idle(msg_id)

    def result(self, code):
        reply, out = self.execute(code)
        check("runs: " + code, reply["status"] == "ok", reply)
        results = [m["content"] for m in out if m["msg_type"] == "execute_result"]
        check("one result: " + code, len(results) == 1, out)
        return results[0]

    def request(self, method, *args, **kw):
        return self.shell_reply(getattr(self.kc, method)(*args, **kw))["content"]


def main(kernel_name):
    km = KernelManager(kernel_name=kernel_name)
    km.start_kernel()
    try:
        checks(km)
    finally:
        if km.has_kernel:
            km.shutdown_kernel(now=True)


def checks(km):
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=TIMEOUT)
    c = Client(kc)

    info = c.request("kernel_info")
    check("kernel_info status", info["status"] == "ok", info)
    check("protocol 5.3", info["protocol_version"] == "5.3", info)
    li = info["language_info"]
    check("language_info", (li["name"], li["mimetype"], li["file_extension"], li["pygments_lexer"], li["codemirror_mode"])
          == ("puppet", "text/x-puppet", ".pp", "puppet", "puppet"), li)

    # Results, through the display engine.
    r = c.result("6 * 7")
    check("6 * 7 is 42", r["data"]["text/plain"] == "42", r)
    check("execute_result has html", "text/html" in r["data"], r)
    check("'a' shows quoted", c.result("'a'")["data"]["text/plain"] == "'a'")
    h = c.result("{'a' => 1, 'b' => [2, 3]}")
    check("hash as an HTML table", "<table" in h["data"]["text/html"], h)

    # State across cells.
    c.execute("$x = 20")
    check("state across cells", c.result("$x + 1")["data"]["text/plain"] == "21")
    c.execute("function double(Integer $n) { $n * 2 }")
    check("functions across cells", c.result("double($x)")["data"]["text/plain"] == "40")

    # Streams.
    reply, out = c.execute("notice('hello')\nwarning('careful')\nnotice('again')")
    streams = [(m["content"]["name"], m["content"]["text"]) for m in out if m["msg_type"] == "stream"]
    check("streams in order", streams == [("stdout", "Notice: hello\n"), ("stderr", "Warning: careful\n"),
                                          ("stdout", "Notice: again\n")], streams)
    check("a cell that only logs has no result", not [m for m in out if m["msg_type"] == "execute_result"], out)

    # Errors and stop_on_error.
    reply, out = c.execute("$y = 1\n$y = 2")
    check("error reply", reply["status"] == "error" and reply["ename"] == "EvaluationError", reply)
    err = [m["content"] for m in out if m["msg_type"] == "error"]
    check("error message", len(err) == 1 and err[0]["ename"] == "EvaluationError", out)
    tb = "\n".join(err[0]["traceback"])
    check("traceback shows the line and a caret", "$y = 2" in tb and "^" in tb and "\x1b[" in tb, tb)
    reply, _ = c.execute("if }")
    check("syntax error", reply["status"] == "error" and reply["ename"] == "SyntaxError", reply)

    # The failing cell works a while first, so the next one is surely on
    # its way when it fails, as in Run All.
    first = kc.execute("Integer[1, 5000000].each |$i| { }\nfail('stop here')")
    second = kc.execute("notice('never')")
    r1, r2 = c.shell_reply(first)["content"], c.shell_reply(second)["content"]
    check("failed cell", r1["status"] == "error", r1)
    check("queued cell aborted", r2["status"] == "aborted", r2)
    first = kc.execute("fail('go on')", stop_on_error=False)
    second = kc.execute("1 + 2")
    c.shell_reply(first)
    check("stop_on_error false runs the next cell", c.shell_reply(second)["content"]["status"] == "ok")

    # Completion, inspection, is_complete.
    c.execute("$my_long_name = 1")
    code = "notice($my_lo"
    comp = c.request("complete", code, len(code))
    check("completes a variable", any("my_long_name" in m for m in comp["matches"]), comp)
    check("completion range", comp["cursor_end"] == len(code) and comp["cursor_start"] < len(code), comp)
    code = "$é = 'x'; $my_lo"
    comp = c.request("complete", code, len(code))
    check("completion counts code points", comp["cursor_end"] == len(code), comp)
    ins = c.request("inspect", "notice", 3, 0)
    check("inspects a function", ins["status"] == "ok" and ins["found"] and "text/plain" in ins["data"], ins)
    for code, status in [("1 + 1", "complete"), ("if true {", "incomplete"), ("[1, 2", "incomplete"), ("if }", "invalid")]:
        r = c.request("is_complete", code)
        check("is_complete %r" % code, r["status"] == status, r)

    # History.
    hist = c.request("history", hist_access_type="tail", n=2, output=False, raw=True)
    check("history tail", [e[2] for e in hist["history"]] == ["1 + 2", "$my_long_name = 1"], hist)
    hist = c.request("history", hist_access_type="search", pattern="$x*", output=True, raw=True)
    check("history search", [e[2][0] for e in hist["history"]] == ["$x = 20", "$x + 1"], hist)

    # Commands answer with display data; NAME? with the pager.
    reply, out = c.execute(":vars")
    check(":vars displays", reply["status"] == "ok" and any(m["msg_type"] == "display_data" for m in out), out)
    reply, out = c.execute("notice?")
    check("name? pages", any(p.get("source") == "page" for p in reply.get("payload", [])), reply)

    # Interrupt an endless loop, then the session goes on.
    msg_id = kc.execute("Integer[1, 10000000000].each |$i| {}")
    time.sleep(0.5)
    start = time.time()
    km.interrupt_kernel()
    reply = c.shell_reply(msg_id)["content"]
    check("interrupted", reply["status"] == "error" and reply["ename"] == "Interrupted", reply)
    check("interrupt within 1 s", time.time() - start < 1.0, time.time() - start)
    check("works after the interrupt", c.result("$x * 2")["data"]["text/plain"] == "40")

    # A message signed with the wrong key is ignored.
    forger = Session(key=b"not the key")
    forger.send(kc.shell_channel.socket, forger.msg("execute_request", {"code": "notice('forged')", "silent": False,
                                                                        "store_history": True, "user_expressions": {},
                                                                        "allow_stdin": False, "stop_on_error": True}))
    try:
        m = kc.get_shell_msg(timeout=1)
        raise AssertionError("forged request answered: %r" % m)
    except Empty:
        print("ok forged message ignored")
    check("still serving", c.result("1 + 1")["data"]["text/plain"] == "2")

    # Heartbeat.
    check("heartbeat", kc.hb_channel.is_beating())

    # Restart: a fresh session.
    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=TIMEOUT)
    reply, _ = c.execute("$x")
    check("restart forgets variables", reply["status"] == "error", reply)
    check("restarted kernel works", c.result("1 + 1")["data"]["text/plain"] == "2")

    # Shutdown: a clean exit.
    proc = km.provisioner.process
    start = time.time()
    km.shutdown_kernel(now=False)
    check("shutdown exits by itself", time.time() - start < 4 and proc.poll() == 0, (time.time() - start, proc.poll()))
    kc.stop_channels()


if __name__ == "__main__":
    main(sys.argv[1])
