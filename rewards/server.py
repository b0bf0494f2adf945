"""An HTTP reward server: bootcamp rewards for OpenRLHF's ``--remote_rm_url`` (or any client).

    python -m rewards.server --port 5000 --workers 4         # then, in OpenRLHF:
    --remote_rm_url http://HOST:5000/get_reward --label_key label   (data from python -m rewards.openrlhf)

Endpoints (JSON in, JSON out):

- ``POST /get_reward``: OpenRLHF's request ``{"query": [...], "prompts": [...], "labels": [...]}``;
  each label names the case, ``{"bootcamp": id, "ground_truth": case.ground_truth()}`` (as an
  object or as JSON text). The response scored is ``query[i]`` minus its leading ``prompts[i]``
  (or ``responses[i]`` when the client sends that list). Answer: ``{"rewards": [...], "scores": [...]}``.
- ``POST /score``: ``{"items": [{"bootcamp", "response", "ground_truth"}, ...]}`` -> ``{"rewards": [...]}``.
- ``GET /health``: ``{"status": "ok", "bootcamps": N, ...}``.

Bounds, so that a bad client cannot take the server down: a request needs a Content-Length of
at most ``max_body_bytes`` (else 411/413, the body is never read); a connection that sends
nothing for ``read_timeout`` seconds is dropped; at most ``max_items`` items per request; at most
``concurrency`` requests are served at once (further connections wait in the listen backlog);
scoring one request may take ``call_timeout`` seconds (else 503, and the client may retry). Any
bad item (unknown bootcamp, malformed ground truth, a query that does not start with its
prompt) fails the whole request with 400 and a message naming the item: a trainer must not get
a silent 0. Scoring runs in the handler thread, or with ``workers > 0`` in a process pool, so
several cores verify at once.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import bootcamps
from rewards.core import RewardError, score

_CHUNK = 64  # items per process-pool task


@dataclass(frozen=True)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 5000
    concurrency: int = 8  # requests served at once
    workers: int = 0  # scoring processes; 0 scores in the request's own thread
    max_body_bytes: int = 64 * 1024 * 1024
    max_items: int = 16_384  # items in one request
    read_timeout: float = 30.0  # seconds a connection may stay silent while sending
    call_timeout: float = 120.0  # seconds to score one request

    def __post_init__(self) -> None:
        for name in ("concurrency", "max_body_bytes", "max_items"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1, got {getattr(self, name)}")
        if self.workers < 0:
            raise ValueError(f"workers must be >= 0, got {self.workers}")
        for name in ("read_timeout", "call_timeout"):
            if not getattr(self, name) > 0:
                raise ValueError(f"{name} must be > 0, got {getattr(self, name)}")
        if not 0 <= self.port < 65536:
            raise ValueError(f"port must be in [0, 65535], got {self.port}")


class HTTPError(Exception):
    def __init__(self, status: HTTPStatus, message: str):
        super().__init__(message)
        self.status = status


class CallTimeout(Exception):
    pass


def _score_chunk(items: list[tuple[str, str, Any]]) -> list[float]:
    """Process-pool task: the rewards of a chunk (a ``RewardError`` comes back through the future)."""
    return [score(b, r, g) for b, r, g in items]


def _label(label: Any, i: int) -> tuple[str, Any]:
    if isinstance(label, str):
        try:
            label = json.loads(label)
        except json.JSONDecodeError as error:
            raise RewardError(f"labels[{i}] is not JSON ({error.msg}); expected {{'bootcamp': id, 'ground_truth': ...}}") from error
    if not isinstance(label, dict):
        raise RewardError(f"labels[{i}] must be an object {{'bootcamp': id, 'ground_truth': ...}}, got {type(label).__name__}")
    bootcamp_id = label.get("bootcamp", label.get("data_source"))
    if bootcamp_id is None or "ground_truth" not in label:
        raise RewardError(f"labels[{i}] needs 'bootcamp' and 'ground_truth' keys, has {sorted(label)[:10]}")
    return bootcamp_id, label["ground_truth"]


def _strings(body: dict, key: str, n: int | None) -> list[str]:
    values = body.get(key)
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise RewardError(f"'{key}' must be a list of strings")
    if n is not None and len(values) != n:
        raise RewardError(f"'{key}' has {len(values)} entries, 'query' has {n}")
    return values


def openrlhf_items(body: Any) -> list[tuple[str, str, Any]]:
    """(bootcamp, response, ground_truth) for every query of an OpenRLHF ``/get_reward`` body."""
    if not isinstance(body, dict):
        raise RewardError("the body must be a JSON object with 'query', 'prompts' and 'labels'")
    queries = _strings(body, "query", None)
    labels = body.get("labels")
    if not isinstance(labels, list) or len(labels) != len(queries):
        raise RewardError(f"'labels' must be a list with one label per query ({len(queries)}); start OpenRLHF with --label_key")
    if "responses" in body:
        responses = _strings(body, "responses", len(queries))
    else:
        prompts = _strings(body, "prompts", len(queries))
        responses = []
        for i, (query, prompt) in enumerate(zip(queries, prompts)):
            if not query.startswith(prompt):
                raise RewardError(f"query[{i}] does not start with prompts[{i}], so its response cannot be cut out; send 'responses'")
            responses.append(query[len(prompt):])
    items = []
    for i, (label, response) in enumerate(zip(labels, responses)):
        bootcamp_id, ground_truth = _label(label, i)
        items.append((bootcamp_id, response, ground_truth))
    return items


def score_items(body: Any) -> list[tuple[str, str, Any]]:
    """(bootcamp, response, ground_truth) for every item of a ``/score`` body."""
    items = body.get("items") if isinstance(body, dict) else None
    if not isinstance(items, list):
        raise RewardError("the body must be {'items': [{'bootcamp', 'response', 'ground_truth'}, ...]}")
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not {"bootcamp", "response", "ground_truth"} <= item.keys():
            raise RewardError(f"items[{i}] must have 'bootcamp', 'response' and 'ground_truth'")
        out.append((item["bootcamp"], item["response"], item["ground_truth"]))
    return out


class RewardServer(ThreadingHTTPServer):
    """A threading HTTP server that serves at most ``concurrency`` requests at once: the accept
    loop waits for a free slot, so excess connections queue in the kernel's listen backlog."""

    daemon_threads = True
    request_queue_size = 256

    def __init__(self, cfg: ServerConfig):
        self.cfg = cfg
        self.slots = threading.BoundedSemaphore(cfg.concurrency)
        self.pool = ProcessPoolExecutor(max_workers=cfg.workers) if cfg.workers else None
        self.stats = {"served": 0, "errors": 0, "in_flight": 0}
        self.stats_lock = threading.Lock()
        super().__init__((cfg.host, cfg.port), _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        self.slots.acquire()
        try:
            super().process_request(request, client_address)
        except BaseException:
            self.slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.slots.release()

    def count(self, key: str, delta: int = 1) -> None:
        with self.stats_lock:
            self.stats[key] += delta

    def score_all(self, items: list[tuple[str, str, Any]]) -> list[float]:
        deadline = time.monotonic() + self.cfg.call_timeout
        if self.pool is None:
            rewards = []
            for item in items:
                if time.monotonic() > deadline:
                    raise CallTimeout(f"scoring {len(items)} items took longer than call_timeout={self.cfg.call_timeout}s")
                rewards.append(score(*item))
            return rewards
        try:
            futures = [self.pool.submit(_score_chunk, items[i : i + _CHUNK]) for i in range(0, len(items), _CHUNK)]
            done, pending = wait(futures, timeout=self.cfg.call_timeout)
            if pending:
                for future in pending:
                    future.cancel()
                raise CallTimeout(f"scoring {len(items)} items took longer than call_timeout={self.cfg.call_timeout}s")
            return [reward for future in futures for reward in future.result()]
        except BrokenProcessPool as error:  # a worker died (killed, out of memory): a fresh pool, and a retry
            with self.stats_lock:
                if self.pool._broken:  # noqa: SLF001 - one thread replaces it, the others see the new one
                    self.pool = ProcessPoolExecutor(max_workers=self.cfg.workers)
            raise CallTimeout(f"a scoring process died ({error}); the pool was restarted, retry the request") from error

    def server_close(self) -> None:
        super().server_close()
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)


class _Handler(BaseHTTPRequestHandler):
    server: RewardServer
    server_version = "bootforge-rewards/1"
    protocol_version = "HTTP/1.0"  # one request per connection: an idle client cannot hold a slot

    def setup(self) -> None:
        self.timeout = self.server.cfg.read_timeout  # applied to the socket by StreamRequestHandler
        super().setup()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    def log_error(self, format: str, *args: Any) -> None:  # noqa: A002
        super().log_message(format, *args)  # errors are always logged, --verbose or not

    def _reply(self, status: HTTPStatus, payload: dict) -> None:
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        if self.path.split("?", 1)[0] != "/health":
            self._reply(HTTPStatus.NOT_FOUND, {"error": f"no GET {self.path}; GET /health, POST /get_reward or /score"})
            return
        with self.server.stats_lock:
            stats = dict(self.server.stats)
        self._reply(HTTPStatus.OK, {"status": "ok", "bootcamps": len(bootcamps.names()), "workers": self.server.cfg.workers,
                                    "concurrency": self.server.cfg.concurrency, **stats})

    def do_POST(self) -> None:  # noqa: N802
        self.server.count("in_flight")
        try:
            status, payload = self._post()
        finally:
            self.server.count("in_flight", -1)
        self.server.count("served" if status == HTTPStatus.OK else "errors")
        try:
            self._reply(status, payload)
        except OSError:  # the client went away; nothing to tell it
            return

    def _post(self) -> tuple[HTTPStatus, dict]:
        path = self.path.split("?", 1)[0]
        parse = {"/get_reward": openrlhf_items, "/score": score_items}.get(path)
        try:
            if parse is None:
                raise HTTPError(HTTPStatus.NOT_FOUND, f"no POST {self.path}; POST /get_reward or /score")
            body = self._body()
            items = parse(body)
            if len(items) > self.server.cfg.max_items:
                raise HTTPError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"{len(items)} items; at most max_items={self.server.cfg.max_items} per request")
            rewards = self.server.score_all(items)
        except HTTPError as error:
            return error.status, {"error": str(error)}
        except RewardError as error:
            return HTTPStatus.BAD_REQUEST, {"error": str(error)}
        except CallTimeout as error:
            return HTTPStatus.SERVICE_UNAVAILABLE, {"error": str(error)}
        except (socket.timeout, TimeoutError):
            self.close_connection = True
            return HTTPStatus.REQUEST_TIMEOUT, {"error": f"no body within read_timeout={self.server.cfg.read_timeout}s"}
        except Exception as error:  # noqa: BLE001 - a bug must not take the server down; it is answered, not hidden
            self.log_error("internal error on %s: %r", self.path, error)
            return HTTPStatus.INTERNAL_SERVER_ERROR, {"error": f"internal error: {type(error).__name__}: {error}"}
        if path == "/get_reward":
            return HTTPStatus.OK, {"rewards": rewards, "scores": rewards}
        return HTTPStatus.OK, {"rewards": rewards}

    def _body(self) -> Any:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            raise HTTPError(HTTPStatus.LENGTH_REQUIRED, "chunked bodies are not accepted; send Content-Length")
        length = self.headers.get("Content-Length")
        if length is None:
            raise HTTPError(HTTPStatus.LENGTH_REQUIRED, "a POST needs a Content-Length header")
        try:
            size = int(length)
        except ValueError as error:
            raise HTTPError(HTTPStatus.BAD_REQUEST, f"Content-Length {length[:40]!r} is not an integer") from error
        if size < 0:
            raise HTTPError(HTTPStatus.BAD_REQUEST, f"Content-Length {size} is negative")
        if size > self.server.cfg.max_body_bytes:
            self.close_connection = True  # the body is never read
            raise HTTPError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"body of {size} bytes; at most max_body_bytes={self.server.cfg.max_body_bytes}")
        raw = self.rfile.read(size)
        if len(raw) != size:
            raise HTTPError(HTTPStatus.BAD_REQUEST, f"body ended after {len(raw)} of {size} bytes")
        try:
            return json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise HTTPError(HTTPStatus.BAD_REQUEST, f"body is not JSON: {error}") from error
        except RecursionError as error:
            raise HTTPError(HTTPStatus.BAD_REQUEST, "body is nested too deeply to be a reward request") from error


def serve(cfg: ServerConfig, verbose: bool = False) -> RewardServer:
    """A bound server (``server.server_address`` holds the real port when ``port=0``); call
    ``serve_forever()`` on it, ``shutdown()`` and ``server_close()`` to stop."""
    server = RewardServer(cfg)
    server.verbose = verbose
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rewards.server", description=__doc__.split("\n\n")[0])
    defaults = ServerConfig()
    parser.add_argument("--host", default=defaults.host)
    parser.add_argument("--port", type=int, default=defaults.port)
    parser.add_argument("--concurrency", type=int, default=defaults.concurrency)
    parser.add_argument("--workers", type=int, default=defaults.workers)
    parser.add_argument("--max-body-mb", type=float, default=defaults.max_body_bytes / 2**20)
    parser.add_argument("--max-items", type=int, default=defaults.max_items)
    parser.add_argument("--read-timeout", type=float, default=defaults.read_timeout)
    parser.add_argument("--call-timeout", type=float, default=defaults.call_timeout)
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    try:
        cfg = ServerConfig(args.host, args.port, args.concurrency, args.workers, int(args.max_body_mb * 2**20),
                           args.max_items, args.read_timeout, args.call_timeout)
        server = serve(cfg, args.verbose)
    except (ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    host, port = server.server_address[:2]
    print(f"bootforge reward server on http://{host}:{port} (POST /get_reward, /score; GET /health)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
