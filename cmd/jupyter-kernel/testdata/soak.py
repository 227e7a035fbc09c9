"""Runs N cells through the real kernel with jupyter_client and reports
the kernel process's resident memory and thread count before and after.

Usage: python3 soak.py KERNEL_NAME N
Prints {"rss_before_kb": ..., "rss_after_kb": ..., "threads_before": ...,
"threads_after": ...} as JSON."""

import json
import sys

from jupyter_client.manager import start_new_kernel


def status(pid):
    fields = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            key, _, value = line.partition(":")
            fields[key] = value.split()[0] if value.split() else ""
    return int(fields["VmRSS"]), int(fields["Threads"])


def main(kernel_name, n):
    km, kc = start_new_kernel(kernel_name=kernel_name)
    try:
        pid = km.provisioner.process.pid

        def run(count):
            for i in range(count):
                reply = kc.execute_interactive("$v = %d\nnotice($v)" % i, timeout=30, output_hook=lambda m: None)
                assert reply["content"]["status"] == "ok", reply

        run(500)
        rss0, threads0 = status(pid)
        run(n)
        rss1, threads1 = status(pid)
        print(json.dumps({"rss_before_kb": rss0, "rss_after_kb": rss1, "threads_before": threads0,
                          "threads_after": threads1}))
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
