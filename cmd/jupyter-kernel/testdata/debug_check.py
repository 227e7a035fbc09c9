"""Drives a kernel's debugger as JupyterLab does: debug_request messages on
the control channel carrying Debug Adapter Protocol requests, debug_event
messages on IOPub. The same checks run against this kernel and, to show
that they ask only for what real clients rely on, against ipykernel with
debugpy.

Usage: python3 debug_check.py KERNEL_NAME puppet|python
Prints one line per check; exits non-zero at the first failure."""

import sys
import time
from queue import Empty

from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager

TIMEOUT = 30

CELLS = {
    "puppet": {"code": "$a = 1\n$b = $a + 1\n$c = $b * 10\n", "var": "$a", "expr": "$a + 100", "top": "$c"},
    "python": {"code": "a = 1\nb = a + 1\nc = b * 10\n", "var": "a", "expr": "a + 100", "top": "c"},
}


def check(name, cond, detail=""):
    if not cond:
        raise AssertionError("%s: %s" % (name, detail))
    print("ok", name)


def murmur2(data, seed):
    """MurmurHash2, 32 bits: how a client names a cell's file."""
    m = 0x5BD1E995
    data = data.encode("utf-8")
    h = (seed ^ len(data)) & 0xFFFFFFFF
    i = 0
    while len(data) - i >= 4:
        k = int.from_bytes(data[i:i + 4], "little")
        k = (k * m) & 0xFFFFFFFF
        k ^= k >> 24
        k = (k * m) & 0xFFFFFFFF
        h = ((h * m) & 0xFFFFFFFF) ^ k
        i += 4
    rest = data[i:]
    if rest:
        h ^= int.from_bytes(rest, "little")
        h = (h * m) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * m) & 0xFFFFFFFF
    h ^= h >> 15
    return h


class Debugger:
    def __init__(self, kc):
        self.kc = kc
        self.seq = 0
        self.events = []

    def request(self, command, arguments=None, raw=None):
        self.seq += 1
        content = raw if raw is not None else {"seq": self.seq, "type": "request", "command": command,
                                                 "arguments": arguments or {}}
        msg = self.kc.session.msg("debug_request", content)
        self.kc.control_channel.send(msg)
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            reply = self.kc.get_control_msg(timeout=TIMEOUT)
            if reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
                check("debug_reply to " + str(command), reply["msg_type"] == "debug_reply", reply)
                self.busy_idle(msg["header"]["msg_id"])
                return reply["content"]
        raise AssertionError("no reply to " + command)

    def busy_idle(self, msg_id):
        states = []
        deadline = time.time() + TIMEOUT
        while "idle" not in states and time.time() < deadline:
            try:
                m = self.kc.get_iopub_msg(timeout=TIMEOUT)
            except Empty:
                break
            if m["msg_type"] == "debug_event":
                self.events.append(m["content"])
            elif m["msg_type"] == "status" and m["parent_header"].get("msg_id") == msg_id:
                states.append(m["content"]["execution_state"])
        check("busy then idle around the debug request", states == ["busy", "idle"], states)

    def event(self, name):
        for e in self.events:
            if e.get("event") == name:
                self.events.remove(e)
                return e
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            m = self.kc.get_iopub_msg(timeout=TIMEOUT)
            if m["msg_type"] == "debug_event":
                if m["content"].get("event") == name:
                    return m["content"]
                self.events.append(m["content"])
        raise AssertionError("no %s event" % name)


def shell_reply(kc, msg_id):
    while True:
        m = kc.get_shell_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") == msg_id:
            return m["content"]


def main():
    kernel, lang = sys.argv[1], sys.argv[2]
    cell = CELLS[lang]
    spec = KernelSpecManager().get_kernel_spec(kernel)
    check("the kernelspec says it has a debugger (JupyterLab 4 reads it)", spec.metadata.get("debugger") is True,
          spec.metadata)
    km = KernelManager(kernel_name=kernel)
    km.start_kernel()
    kc = km.blocking_client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=TIMEOUT)
        info = shell_reply(kc, kc.kernel_info())
        # ipykernel 6.17 (Debian 12) does not say it in kernel_info; later
        # ones do, and so must this kernel.
        if lang == "puppet":
            check("kernel_info says it has a debugger", info.get("debugger") is True, info)
        d = Debugger(kc)

        r = d.request("debugInfo")
        body = r["body"]
        check("debugInfo answers first", r["success"] and body["hashMethod"] == "Murmur2", r)
        for key in ("hashSeed", "tmpFilePrefix", "tmpFileSuffix", "isStarted", "breakpoints", "stoppedThreads"):
            check("debugInfo has " + key, key in body, body)

        r = d.request("initialize", {"clientID": "test", "clientName": "debug_check", "adapterID": kernel,
                                     "pathFormat": "path", "linesStartAt1": True, "columnsStartAt1": True,
                                     "supportsVariableType": True, "supportsVariablePaging": True,
                                     "supportsRunInTerminalRequest": False, "locale": "en"})
        check("initialize", r["success"], r)
        r = d.request("attach", {"justMyCode": True})
        check("attach", r["success"], r)

        r = d.request("dumpCell", {"code": cell["code"]})
        path = r["body"]["sourcePath"]
        want = body["tmpFilePrefix"] + str(murmur2(cell["code"], body["hashSeed"])) + body["tmpFileSuffix"]
        check("dumpCell's path is the one the client computes", path == want, (path, want))
        with open(path, encoding="utf-8") as f:
            check("dumpCell wrote the cell", f.read() == cell["code"])

        r = d.request("setBreakpoints", {"source": {"path": path}, "breakpoints": [{"line": 2}],
                                          "lines": [2], "sourceModified": False})
        bps = r["body"]["breakpoints"]
        check("setBreakpoints verifies the line", r["success"] and bps and bps[0]["verified"], r)
        r = d.request("configurationDone")
        check("configurationDone", r["success"], r)
        r = d.request("debugInfo")
        check("debugInfo lists the breakpoint", any(b["source"] == path for b in r["body"]["breakpoints"]), r)

        exec_id = kc.execute(cell["code"])
        stopped = d.event("stopped")
        check("stops at the breakpoint", stopped["body"]["reason"] == "breakpoint", stopped)
        thread = stopped["body"]["threadId"]
        r = d.request("threads")
        check("threads", any(t["id"] == thread for t in r["body"]["threads"]), r)
        r = d.request("stackTrace", {"threadId": thread})
        top = r["body"]["stackFrames"][0]
        check("the top frame is the cell at line 2", top["line"] == 2 and top["source"]["path"] == path, top)
        r = d.request("scopes", {"frameId": top["id"]})
        scopes = r["body"]["scopes"]
        check("scopes", r["success"] and scopes, r)
        names = {}
        for s in scopes:
            r = d.request("variables", {"variablesReference": s["variablesReference"]})
            for v in r["body"]["variables"]:
                names[v["name"]] = v["value"]
        check("the stopped scope's variable", names.get(cell["var"]) == "1", names)
        r = d.request("evaluate", {"expression": cell["expr"], "frameId": top["id"], "context": "repl"})
        check("evaluate in the frame", r["success"] and r["body"]["result"] == "101", r)
        r = d.request("richInspectVariables", {"variableName": cell["var"], "frameId": top["id"]})
        check("richInspectVariables while stopped", r["success"] and "text/plain" in r["body"]["data"], r)

        r = d.request("next", {"threadId": thread})
        check("next", r["success"], r)
        stopped = d.event("stopped")
        r = d.request("stackTrace", {"threadId": thread})
        check("next stops at line 3", r["body"]["stackFrames"][0]["line"] == 3, r)

        r = d.request("continue", {"threadId": thread})
        check("continue", r["success"], r)
        reply = shell_reply(kc, exec_id)
        check("the cell finishes after continue", reply["status"] == "ok", reply)

        r = d.request("inspectVariables")
        got = [v["name"] for v in r["body"]["variables"]]
        check("inspectVariables lists the cell's variables", cell["top"] in got, got)
        if lang == "puppet":
            # ipykernel 6.17 still counts the thread as stopped here.
            r = d.request("richInspectVariables", {"variableName": cell["top"]})
            check("richInspectVariables renders it", r["success"] and "text/plain" in r["body"]["data"], r)

        if lang == "puppet":
            # An interrupt while stopped ends the cell cleanly.
            exec_id = kc.execute(cell["code"])
            stopped = d.event("stopped")
            r = d.request("stackTrace", {"threadId": thread})
            check("stopped again at line 2", r["success"] and r["body"]["stackFrames"][0]["line"] == 2, (stopped, r))
            km.interrupt_kernel()
            reply = shell_reply(kc, exec_id)
            check("an interrupt while stopped ends the cell", reply["status"] == "error"
                  and reply["ename"] == "Interrupted", reply)
            info = shell_reply(kc, kc.kernel_info())
            check("the kernel goes on after it", info["status"] == "ok", info)
            # debug::break() in a cell stops it the same way.
            exec_id = kc.execute("$x = 5\ndebug::break()\n$x + 1")
            stopped = d.event("stopped")
            check("debug::break() stops a cell", stopped["body"]["reason"] == "breakpoint", stopped)
            r = d.request("continue", {"threadId": thread})
            reply = shell_reply(kc, exec_id)
            check("it ends after continue", reply["status"] == "ok", reply)

        r = d.request("setBreakpoints", {"source": {"path": path}, "breakpoints": [], "sourceModified": False})
        check("breakpoints cleared", r["success"] and r["body"]["breakpoints"] == [], r)
        r = d.request("disconnect", {"restart": False, "terminateDebuggee": True})
        check("disconnect", r["success"], r)
        r = d.request("debugInfo")
        check("not started after disconnect", r["body"]["isStarted"] is False, r)
        if lang == "puppet":
            r = d.request("bogus")
            check("an unknown request fails, the kernel goes on", r["success"] is False, r)
            r = d.request(None, raw={"not": "dap"})
            check("a request without a command fails", r["success"] is False, r)
            info = shell_reply(kc, kc.kernel_info())
            check("alive after bad debug requests", info["status"] == "ok", info)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


if __name__ == "__main__":
    main()
