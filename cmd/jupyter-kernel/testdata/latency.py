"""Measures the round trip of execute_request for `1 + 1` (request sent ->
execute_reply received) against the installed kernelspec KERNEL_NAME, N
times after a warm-up, with two real clients in this process:

- "jupyter_client": jupyter_client's BlockingKernelClient, as scripts and
  nbclient use it. Each of its get_*_msg calls runs an asyncio event loop,
  which costs most of a millisecond by itself; running this script against
  a kernel that answers at once shows that floor.
- "wire": the same messages sent and received directly on pyzmq sockets,
  signed with the connection key, without the event loop: what the kernel
  itself adds to a round trip.

Usage: python3 latency.py KERNEL_NAME N
Prints {"jupyter_client": {"p50_ms": ..., "p95_ms": ...}, "wire": {...},
"n": N} as JSON."""

import datetime
import hashlib
import hmac
import json
import sys
import time
import uuid

import zmq
from jupyter_client.manager import start_new_kernel

CODE = "1 + 1"
WARMUP = 50


def percentiles(samples):
    samples = sorted(samples)
    n = len(samples)
    return {"p50_ms": samples[n // 2] * 1000, "p95_ms": samples[n * 95 // 100] * 1000}


def measure_jupyter_client(kc, n):
    def once():
        start = time.perf_counter()
        msg_id = kc.execute(CODE)
        while True:
            reply = kc.get_shell_msg(timeout=10)
            if reply["parent_header"]["msg_id"] == msg_id:
                break
        elapsed = time.perf_counter() - start
        assert reply["content"]["status"] == "ok", reply
        # Drain IOPub so the next request starts from an idle kernel.
        while True:
            m = kc.get_iopub_msg(timeout=10)
            if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle" \
                    and m["parent_header"]["msg_id"] == msg_id:
                break
        return elapsed

    for _ in range(WARMUP):
        once()
    return percentiles([once() for _ in range(n)])


class WireClient:
    """A client of the Jupyter wire protocol on plain blocking sockets."""

    def __init__(self, info):
        key = info["key"]
        self.key = key if isinstance(key, bytes) else key.encode()
        self.session = str(uuid.uuid4())
        self.ctx = zmq.Context()
        address = "%s://%s:%d"
        self.shell = self.ctx.socket(zmq.DEALER)
        self.shell.connect(address % (info["transport"], info["ip"], info["shell_port"]))
        self.iopub = self.ctx.socket(zmq.SUB)
        self.iopub.setsockopt(zmq.SUBSCRIBE, b"")
        self.iopub.connect(address % (info["transport"], info["ip"], info["iopub_port"]))

    def sign(self, parts):
        h = hmac.new(self.key, digestmod=hashlib.sha256)
        for p in parts:
            h.update(p)
        return h.hexdigest().encode()

    def send(self, msg_type, content):
        msg_id = str(uuid.uuid4())
        header = {"msg_id": msg_id, "session": self.session, "username": "latency",
                  "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
                  "msg_type": msg_type, "version": "5.3"}
        parts = [json.dumps(header).encode(), b"{}", b"{}", json.dumps(content).encode()]
        self.shell.send_multipart([b"<IDS|MSG>", self.sign(parts)] + parts)
        return msg_id

    @staticmethod
    def unpack(frames):
        i = frames.index(b"<IDS|MSG>")
        header, parent, _, content = (json.loads(f) for f in frames[i + 2:i + 6])
        return header, parent, content

    def reply(self, msg_id):
        while True:
            _, parent, content = self.unpack(self.shell.recv_multipart())
            if parent.get("msg_id") == msg_id:
                return content

    def until_idle(self, msg_id):
        while True:
            header, parent, content = self.unpack(self.iopub.recv_multipart())
            if header["msg_type"] == "status" and parent.get("msg_id") == msg_id \
                    and content["execution_state"] == "idle":
                return

    def close(self):
        self.ctx.destroy(linger=0)


def measure_wire(info, n):
    c = WireClient(info)
    try:
        # A SUB socket misses what is published before its subscription
        # arrives: wait until a kernel_info_request's idle status is seen.
        c.iopub.setsockopt(zmq.RCVTIMEO, 200)
        while True:
            msg_id = c.send("kernel_info_request", {})
            c.reply(msg_id)
            try:
                c.until_idle(msg_id)
                break
            except zmq.Again:
                pass
        c.iopub.setsockopt(zmq.RCVTIMEO, 10000)
        request = {"code": CODE, "silent": False, "store_history": True, "user_expressions": {},
                   "allow_stdin": False, "stop_on_error": True}

        def once():
            start = time.perf_counter()
            msg_id = c.send("execute_request", request)
            reply = c.reply(msg_id)
            elapsed = time.perf_counter() - start
            assert reply["status"] == "ok", reply
            c.until_idle(msg_id)
            return elapsed

        for _ in range(WARMUP):
            once()
        return percentiles([once() for _ in range(n)])
    finally:
        c.close()


def main(kernel_name, n):
    km, kc = start_new_kernel(kernel_name=kernel_name)
    try:
        result = {"jupyter_client": measure_jupyter_client(kc, n)}
        kc.stop_channels()
        result["wire"] = measure_wire(km.get_connection_info(), n)
        result["n"] = n
        print(json.dumps(result))
    finally:
        km.shutdown_kernel(now=False)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
