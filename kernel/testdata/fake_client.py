"""Drives an in-process test kernel (with the Go tests' fake session) with
jupyter_client, the reference Jupyter client, and checks its answers.

Usage: python3 fake_client.py CONNECTION_FILE
Exits 0 when every check passes; prints what failed otherwise."""

import sys
import time
from queue import Empty

from jupyter_client import BlockingKernelClient
from jupyter_client.session import Session

TIMEOUT = 10


def iopub_until_idle(kc, msg_id):
    msgs = []
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        msgs.append(m)
        if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            return msgs


def execute(kc, code, **kw):
    msg_id = kc.execute(code, **kw)
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    assert reply["parent_header"]["msg_id"] == msg_id, reply
    return reply, iopub_until_idle(kc, msg_id)


def main(path):
    kc = BlockingKernelClient()
    kc.load_connection_file(path)
    kc.start_channels()
    kc.wait_for_ready(timeout=TIMEOUT)

    kc.kernel_info()
    info = kc.get_shell_msg(timeout=TIMEOUT)
    assert info["content"]["status"] == "ok"
    assert info["content"]["protocol_version"] == "5.3"
    assert info["content"]["language_info"]["name"] == "puppet"

    reply, out = execute(kc, "log hello\n6 * 7")
    assert reply["content"]["status"] == "ok", reply
    kinds = [m["msg_type"] for m in out]
    assert kinds == ["status", "execute_input", "stream", "execute_result", "status"], kinds
    assert out[2]["content"] == {"name": "stdout", "text": "Notice: hello\n"}, out[2]
    assert out[3]["content"]["data"]["text/plain"] == "6 * 7"

    reply, out = execute(kc, "x fail")
    assert reply["content"]["status"] == "error"
    assert reply["content"]["ename"] == "EvaluationError"
    assert isinstance(reply["content"]["traceback"], list)

    kc.complete("é $h", 4)
    c = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert c["matches"] == ["$héllo", "$help"] and (c["cursor_start"], c["cursor_end"]) == (2, 4), c

    kc.is_complete("if {")
    r = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert r == {"status": "incomplete", "indent": "  "}, r

    kc.history(hist_access_type="tail", n=1, output=True, raw=True)
    r = kc.get_shell_msg(timeout=TIMEOUT)["content"]
    assert r["history"] == [[1, 2, ["x fail", None]]], r

    # Interrupt through the control channel while a cell runs.
    msg_id = kc.execute("sleep")
    time.sleep(0.1)
    kc.control_channel.send(kc.session.msg("interrupt_request", {}))
    assert kc.get_control_msg(timeout=TIMEOUT)["content"] == {"status": "ok"}
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    assert reply["content"]["ename"] == "Interrupted", reply
    reply, _ = execute(kc, "after")
    assert reply["content"]["status"] == "ok"

    # A message signed with the wrong key is ignored.
    forger = Session(key=b"wrong key")
    forger.send(kc.shell_channel.socket, forger.msg("execute_request", {"code": "forged", "silent": False}))
    try:
        m = kc.get_shell_msg(timeout=0.5)
        raise AssertionError("forged message answered: %r" % m)
    except Empty:
        pass

    kc.shutdown()
    r = kc.get_control_msg(timeout=TIMEOUT)
    assert r["content"] == {"status": "ok", "restart": False}, r
    kc.stop_channels()


if __name__ == "__main__":
    main(sys.argv[1])
    print("all checks passed")
