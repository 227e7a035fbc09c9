"""Runs N cells through the real kernel with jupyter_client and reports
the kernel process's resident memory and thread count before and after.

Usage: python3 soak.py KERNEL_NAME N
Prints {"rss_before_kb": ..., "rss_after_kb": ..., "threads_before": ...,
"threads_after": ...} as JSON."""

import json
import sys

from jupyter_client.manager import start_new_kernel

# BATCH is how many cells are sent before their replies are read.
BATCH = 100


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
            # Cells go in batches, as a client with a queue of cells sends
            # them: each batch's requests are sent before their replies
            # are read, then the outputs they published, up to the last
            # cell's idle status. Every cell must succeed and show its
            # notice.
            for start in range(0, count, BATCH):
                ids = [kc.execute("$v = %d\nnotice($v)" % i) for i in range(start, min(start + BATCH, count))]
                for msg_id in ids:
                    reply = kc.get_shell_msg(timeout=60)
                    assert reply["parent_header"]["msg_id"] == msg_id, reply
                    assert reply["content"]["status"] == "ok", reply
                streams = 0
                while True:
                    msg = kc.get_iopub_msg(timeout=60)
                    if msg["msg_type"] == "stream":
                        streams += 1
                    if (msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle"
                            and msg["parent_header"].get("msg_id") == ids[-1]):
                        break
                assert streams == len(ids), "%d notices for %d cells" % (streams, len(ids))

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
