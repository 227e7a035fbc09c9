"""Measures the round trip of execute_request for `1 + 1` (request sent →
execute_reply received) with jupyter_client against the installed
kernelspec KERNEL_NAME, N times after a warm-up.

Usage: python3 latency.py KERNEL_NAME N
Prints {"p50_ms": ..., "p95_ms": ..., "n": N} as JSON."""

import json
import sys
import time

from jupyter_client.manager import start_new_kernel


def main(kernel_name, n):
    km, kc = start_new_kernel(kernel_name=kernel_name)
    try:
        def once():
            start = time.perf_counter()
            msg_id = kc.execute("1 + 1")
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

        for _ in range(50):
            once()
        samples = sorted(once() for _ in range(n))
        print(json.dumps({"p50_ms": samples[n // 2] * 1000, "p95_ms": samples[n * 95 // 100] * 1000, "n": n}))
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
