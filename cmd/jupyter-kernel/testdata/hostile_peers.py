"""Sends hostile byte streams over raw TCP to each of the five ports of the
real kernel, started by jupyter_client's KernelManager from its installed
kernelspec; each connection must be closed by the kernel, which must then
still answer a signed execute of 1 + 1.

Usage: python3 hostile_peers.py KERNEL_NAME STREAMS_DIR
STREAMS_DIR holds one directory per peer socket type (DEALER, SUB, REQ),
each holding one file per stream."""

import os
import socket
import sys

from jupyter_client.manager import KernelManager

TIMEOUT = 30
PEERS = {"shell_port": "DEALER", "control_port": "DEALER", "stdin_port": "DEALER",
         "iopub_port": "SUB", "hb_port": "REQ"}


def send(ip, port, stream):
    with socket.create_connection((ip, port), timeout=TIMEOUT) as s:
        s.sendall(stream)
        try:
            while s.recv(65536):
                pass
        except ConnectionResetError:
            pass


def main(kernel, streams):
    km = KernelManager(kernel_name=kernel)
    km.start_kernel()
    try:
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=TIMEOUT)
        info = km.get_connection_info()
        for port_name, peer in PEERS.items():
            for name in sorted(os.listdir(os.path.join(streams, peer))):
                with open(os.path.join(streams, peer, name), "rb") as f:
                    send(info["ip"], info[port_name], f.read())
                if not km.is_alive():
                    raise AssertionError("kernel died after %s on %s" % (name, port_name))
                print("ok", port_name, name)
        reply = kc.execute_interactive("1 + 1", timeout=TIMEOUT, output_hook=lambda m: results.append(m))
        got = [m["content"]["data"]["text/plain"] for m in results if m["msg_type"] == "execute_result"]
        if reply["content"]["status"] != "ok" or got != ["2"]:
            raise AssertionError("1 + 1: %s %s" % (reply["content"], got))
        print("ok 1 + 1 =", got[0])
        kc.stop_channels()
    finally:
        km.shutdown_kernel(now=True)


results = []
if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
