"""Reward server throughput: items scored per second over HTTP, inline vs a process pool.

    python bench/reward_server.py [--items 2000] [--batch 64] [--clients 4] [--workers 0 2]

Cases come straight from the bootcamps (eval split, every level), half answered with the gold
answer and half with a wrong one, sent as OpenRLHF ``/get_reward`` batches by concurrent
clients to a server on 127.0.0.1. Not a test: it prints figures (and checks every reward).
"""

from __future__ import annotations

import argparse
import http.client
import json
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bootcamps  # noqa: E402
from rewards.server import ServerConfig, serve  # noqa: E402


def workload(n: int) -> list[tuple[str, str, str, float]]:
    """(bootcamp, response, ground_truth, expected reward), cycling over bootcamps and levels."""
    ids = bootcamps.names()
    out = []
    for i in range(n):
        bc = bootcamps.get(ids[i % len(ids)])
        case = bc.case(i, bc.levels[i % len(bc.levels)], "eval")
        right = i % 2 == 0
        response = f"Working... <answer>{bc.format_answer(case.answer) if right else 'zzz'}</answer>"
        out.append((bc.id, response, case.ground_truth(), 1.0 if right else 0.0))
    return out


def run(items, batch: int, clients: int, workers: int) -> float:
    server = serve(ServerConfig(port=0, workers=workers, concurrency=max(clients, 1)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]
    bodies = []
    for start in range(0, len(items), batch):
        chunk = items[start : start + batch]
        labels = [json.dumps({"bootcamp": b, "ground_truth": g}) for b, _, g, _ in chunk]
        bodies.append((json.dumps({"query": [r for _, r, _, _ in chunk], "prompts": [""] * len(chunk), "labels": labels}).encode(),
                       [e for *_, e in chunk]))

    def send(job):
        body, expected = job
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
        conn.request("POST", "/get_reward", body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        payload = json.loads(response.read())
        conn.close()
        if response.status != 200 or payload["rewards"] != expected:
            raise RuntimeError(f"bad answer {response.status}: {str(payload)[:200]}")

    try:
        send(bodies[0])  # warm: worker processes import the bootcamps, ground truths get checked once
        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=clients) as pool:
            list(pool.map(send, bodies))
        return len(items) / (time.perf_counter() - started)
    finally:
        server.shutdown()
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--workers", type=int, nargs="+", default=[0, 2])
    args = parser.parse_args()
    items = workload(args.items)
    print(f"{len(items)} items over {len(bootcamps.names())} bootcamps, batches of {args.batch}, {args.clients} clients")
    for workers in args.workers:
        rate = run(items, args.batch, args.clients, workers)
        print(f"workers={workers}: {rate:,.0f} items/s")


if __name__ == "__main__":
    main()
