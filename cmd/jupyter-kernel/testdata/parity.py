"""Checks the behaviours in which ipykernel is the model, with
jupyter_client, against the kernel named on the command line: the Puppet
kernel, or ipykernel itself ("python3"), which shows that the expectations
are ipykernel's. The Puppet kernel then gets the checks of its own
features the same way.

Usage: python3 parity.py KERNEL_NAME          (puppet or python3)
       python3 parity.py puppet --no-graphviz (the kernel cannot find dot)
Prints one line per check; exits non-zero at the first failure."""

import os
import sys
import tempfile
import time

from jupyter_client.manager import KernelManager

import client_check
from client_check import check

# The same requests in each language: a cell that succeeds, one that
# fails, one that fails after reading a FIFO (through cat in Puppet, whose
# own file() does not wait on a pipe), which the client writes when it
# wants the failure to happen, a definition, a command (a magic),
# documentation, a reset, and code with the cursor inside a call.
SAMPLES = {
    "puppet": {
        "ok": "1 + 1", "fail": "fail('stop here')", "define": "function f() { 1 }", "command": ":vars",
        "read_then_fail": "generate('/bin/cat', '%s')\nfail('stop here')",
        "doc": "notice?", "reset": ":reset",
        "calls": [("notice(", "notice"), ("notice('a', ", "notice"), ("upcase(", "upcase")],
    },
    "python3": {
        "ok": "1 + 1", "fail": "1/0", "define": "def f(): return 1", "command": "%who",
        "read_then_fail": "open('%s').read()\n1/0",
        "doc": "len?", "reset": "%reset -f",
        "calls": [("print(", "print"), ("print('a', ", "print"), ("len(", "len")],
        # ipykernel stops aborting asynchronously (a callback it queues
        # behind the requests waiting at the failure), so on a busy machine
        # a request sent the moment the replies arrive can still be
        # aborted; it is given a moment. The Puppet kernel needs none.
        "settle": 0.5,
    },
}


class Client(client_check.Client):
    """client_check's client, with the kernel manager for interrupts."""

    def __init__(self, km):
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=client_check.TIMEOUT)
        super().__init__(kc)
        self.km = km

    def numbers(self, code, **kw):
        """The execution counts of execute_input, execute_result (None when
        there is no result) and execute_reply."""
        reply, out = self.execute(code, **kw)
        counts = {m["msg_type"]: m["content"]["execution_count"] for m in out
                  if m["msg_type"] in ("execute_input", "execute_result")}
        return counts.get("execute_input"), counts.get("execute_result"), reply["execution_count"]


def release(fifo):
    """Writes to the FIFO once the kernel reads it, or fails after a while
    (a kernel that never runs the reading request would block a plain
    open for ever)."""
    deadline = time.time() + client_check.TIMEOUT
    while True:
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            break
        except OSError:  # no reader yet
            check("the failing request reads the FIFO", time.time() < deadline)
            time.sleep(0.05)
    os.write(fd, b"go")
    os.close(fd)


def parity(c, s):
    # stop_on_error: one failing request and 20 sent after it without
    # waiting are in the queue when it fails (it fails once the client
    # writes the FIFO it reads, after sending the 20); ipykernel answers
    # the 20 "aborted" without running them and runs the next request.
    c.execute(s["ok"])
    fifo = os.path.join(tempfile.mkdtemp(), "fifo")
    os.mkfifo(fifo)
    failing = c.kc.execute(s["read_then_fail"] % fifo)
    queued = [c.kc.execute(s["ok"]) for _ in range(20)]
    time.sleep(0.2)  # lets the kernel read them, as it does while a cell runs
    release(fifo)
    first = c.shell_reply(failing)["content"]
    statuses = [c.shell_reply(m)["content"]["status"] for m in queued]
    check("failing request fails", first["status"] == "error", first)
    check("the 20 queued requests are aborted", statuses == ["aborted"] * 20, statuses)
    time.sleep(s.get("settle", 0))
    reply, _ = c.execute(s["ok"])
    check("the next request runs", reply["status"] == "ok", reply)
    check("aborted requests take no number", reply["execution_count"] == first["execution_count"] + 1,
          (first, reply))

    # Execution numbers: every stored request its own, commands (magics)
    # included, the same in execute_input, execute_result and
    # execute_reply; a reset does not restart them; blank code takes none
    # (its input announces the next, its reply keeps the last);
    # store_history=false announces and shows the next number and replies
    # with the last.
    base = reply["execution_count"]
    expected = [
        (s["define"], {}, (base + 1, None, base + 1)),
        (s["ok"], {}, (base + 2, base + 2, base + 2)),
        (s["command"], {}, (base + 3, None, base + 3)),
        (s["doc"], {}, (base + 4, None, base + 4)),
        ("", {}, (base + 5, None, base + 4)),
        ("  \n\t", {}, (base + 5, None, base + 4)),
        (s["reset"], {}, (base + 5, None, base + 5)),
        (s["ok"], {"store_history": False}, (base + 6, base + 6, base + 5)),
        (s["ok"], {}, (base + 6, base + 6, base + 6)),
        (s["fail"], {}, (base + 7, None, base + 7)),
        (s["ok"], {}, (base + 8, base + 8, base + 8)),
    ]
    for code, kw, want in expected:
        got = c.numbers(code, **kw)
        if code == s["fail"]:
            time.sleep(s.get("settle", 0))
        check("numbers of %r %s" % (code, kw), got == want, "got %s, want %s" % (got, want))

    # Inspection with the cursor inside a call documents the function.
    for code, name in s["calls"]:
        r = c.kc.inspect(code, len(code), 0)
        r = c.shell_reply(r)["content"]
        check("inspect inside %r" % code, r["status"] == "ok" and r["found"] and name in r["data"]["text/plain"], r)


def puppet(c):
    # `.name` continues from the previous result in a cell as at the prompt.
    c.execute("[1, 2, 3]")
    reply, out = c.execute(".length")
    results = [m["content"]["data"]["text/plain"] for m in out if m["msg_type"] == "execute_result"]
    check(".length continues from $_", reply["status"] == "ok" and results == ["3"], (reply, out))

    # NAME?? is the long form: the source of what the session defined.
    c.execute("function twice(Integer $n) { $n * 2 }")
    for code, want in [("twice??", "Source:\nfunction twice(Integer $n) { $n * 2 }"), ("notice??", "notice(Any *$values)")]:
        reply, _ = c.execute(code)
        pages = [p["data"]["text/plain"] for p in reply.get("payload", []) if p.get("source") == "page"]
        check("%s pages the long form" % code, reply["status"] == "ok" and len(pages) == 1 and want in pages[0],
              reply)
    r = c.shell_reply(c.kc.inspect("twice", 2, 1))["content"]
    check("inspect detail 1 shows the source", "Source:\nfunction twice" in r["data"]["text/plain"], r)

    # An unknown NAME? says so once: one error, nothing else.
    reply, out = c.execute("nosuchname?")
    kinds = [m["msg_type"] for m in out if m["msg_type"] != "execute_input"]
    check("unknown name? fails", reply["status"] == "error", reply)
    check("its message is shown once", kinds == ["error"] and
          "".join(out[-1]["content"]["traceback"]).count("No documentation for 'nosuchname'") == 1, out)

    # Tables are aligned left explicitly.
    c.execute("$greeting = 'hello'")
    _, out = c.execute(":vars")
    html = [m["content"]["data"]["text/html"] for m in out if m["msg_type"] == "display_data"]
    check(":vars aligns left", len(html) == 1 and '<td style="text-align:left">' in html[0], html)

    # An interrupted cell says what happened, not "Interrupted: Interrupted".
    msg_id = c.kc.execute("Integer[1, 10000000000].each |$i| {}")
    time.sleep(0.5)
    c.km.interrupt_kernel()
    reply = c.shell_reply(msg_id)["content"]
    tb = reply["traceback"][-1]
    check("interrupted", reply["status"] == "error" and reply["ename"] == "Interrupted", reply)
    check("interrupted message", "Interrupted: Interrupted" not in tb and "stopped" in reply["evalue"], reply)


def catalog(c, graphviz):
    c.execute("file { '/tmp/a': ensure => file }\nfile { '/tmp/b': ensure => file, require => File['/tmp/a'] }")
    for i in range(2):
        _, out = c.execute(":catalog dot")
        data = [m["content"]["data"] for m in out if m["msg_type"] == "display_data"]
        check(":catalog dot displays once", len(data) == 1, out)
        d = data[0]
        check(":catalog dot has DOT text", d["text/plain"].startswith("digraph"), d)
        if graphviz:
            svg = d.get("image/svg+xml", "")
            check("the picture starts with <svg> (no prolog, no DOCTYPE)", svg.startswith("<svg"), svg[:200])
            check("the picture is inline in the HTML", d.get("text/html") == svg, d.keys())
        elif i == 0:
            check("without Graphviz it says so", "Graphviz dot program is not installed" in d.get("text/html", ""), d)
        else:
            check("... once", "text/html" not in d, d)


def main(kernel_name, graphviz=True):
    km = KernelManager(kernel_name=kernel_name)
    km.start_kernel()
    try:
        c = Client(km)
        if kernel_name == "puppet":
            catalog(c, graphviz)
            if not graphviz:
                return
            puppet(c)
        parity(c, SAMPLES[kernel_name])
        c.kc.stop_channels()
    finally:
        km.shutdown_kernel(now=True)


if __name__ == "__main__":
    main(sys.argv[1], "--no-graphviz" not in sys.argv[2:])
