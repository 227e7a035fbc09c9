"""A Jupyter kernel that does no work: it answers kernel_info_request,
execute_request (with the IOPub messages a real kernel publishes) and
shutdown_request at once. latency.py run against it measures what a
client costs by itself, the floor under any kernel's round trip.

Usage: python3 instant_kernel.py CONNECTION_FILE"""

import datetime
import hashlib
import hmac
import json
import sys
import uuid

import zmq


class InstantKernel:
    def __init__(self, info):
        self.key = info["key"].encode()
        self.session = str(uuid.uuid4())
        self.count = 0
        self.ctx = zmq.Context()

        def bind(kind, port):
            s = self.ctx.socket(kind)
            s.bind("%s://%s:%d" % (info["transport"], info["ip"], port))
            return s

        self.shell = bind(zmq.ROUTER, info["shell_port"])
        self.control = bind(zmq.ROUTER, info["control_port"])
        self.stdin = bind(zmq.ROUTER, info["stdin_port"])
        self.iopub = bind(zmq.PUB, info["iopub_port"])
        self.heartbeat = bind(zmq.REP, info["hb_port"])

    def sign(self, parts):
        h = hmac.new(self.key, digestmod=hashlib.sha256)
        for p in parts:
            h.update(p)
        return h.hexdigest().encode()

    def send(self, sock, identities, parent, msg_type, content):
        header = {"msg_id": str(uuid.uuid4()), "session": self.session, "username": "kernel",
                  "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
                  "msg_type": msg_type, "version": "5.3"}
        parts = [json.dumps(header).encode(), parent, b"{}", json.dumps(content).encode()]
        sock.send_multipart(identities + [b"<IDS|MSG>", self.sign(parts)] + parts)

    def publish(self, parent, msg_type, content):
        self.send(self.iopub, [msg_type.encode()], parent, msg_type, content)

    def answer(self, sock, frames):
        i = frames.index(b"<IDS|MSG>")
        identities, parent = frames[:i], frames[i + 2]
        msg_type = json.loads(parent)["msg_type"]
        self.publish(parent, "status", {"execution_state": "busy"})
        done = False
        if msg_type == "kernel_info_request":
            self.send(sock, identities, parent, "kernel_info_reply", {
                "status": "ok", "protocol_version": "5.3", "implementation": "instant",
                "implementation_version": "1", "banner": "",
                "language_info": {"name": "text", "version": "1", "mimetype": "text/plain",
                                  "file_extension": ".txt"}})
        elif msg_type == "execute_request":
            self.count += 1
            self.publish(parent, "execute_input", {"code": json.loads(frames[i + 5])["code"],
                                                    "execution_count": self.count})
            self.publish(parent, "execute_result", {"execution_count": self.count,
                                                     "data": {"text/plain": "2"}, "metadata": {}})
            self.send(sock, identities, parent, "execute_reply", {
                "status": "ok", "execution_count": self.count, "user_expressions": {}, "payload": []})
        elif msg_type == "shutdown_request":
            self.send(sock, identities, parent, "shutdown_reply", {"status": "ok", "restart": False})
            done = True
        self.publish(parent, "status", {"execution_state": "idle"})
        return done

    def serve(self):
        poller = zmq.Poller()
        for s in (self.shell, self.control, self.heartbeat):
            poller.register(s, zmq.POLLIN)
        while True:
            for sock, _ in poller.poll():
                frames = sock.recv_multipart()
                if sock is self.heartbeat:
                    sock.send_multipart(frames)
                elif self.answer(sock, frames):
                    return


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        InstantKernel(json.load(f)).serve()
