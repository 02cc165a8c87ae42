"""The balance lab on a Dask distributed cluster (`mage-battle simulate --scheduler
ADDRESS`; the optional extra `[cluster]`). The client sends one task per match and keeps
a bounded number in flight (twice the cluster's threads), so neither the client nor the
scheduler holds the whole batch; results come back as they finish and only the client
writes files. A worker needs this project installed (the same build: a task from another
build fails with a line saying so) and the game's module importable.

Start a scheduler with `dask scheduler` and workers with `dask worker ADDRESS --nthreads 1
--nworkers N` (one single-threaded process per core: the engine is pure Python, so threads
of one process do not play in parallel).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator, Iterable
from typing import Any, TypeVar

from game.lab.simulate import LabError

T = TypeVar("T")
R = TypeVar("R")

INSTALL = "pip install 'elemental-mage-battle[cluster]'"
CONNECT_TIMEOUT = "20s"
RECOUNT_WINDOW = 50             # tasks sent between two looks at the cluster's size


def results(address: str, tasks: Iterable[T], work: Callable[[T], R]) -> Generator[R, None, None]:
    """`work(task)` for every task on the cluster at `address`, results as they finish.
    Closing the iterator (or Ctrl-C) cancels what is still in flight."""
    try:
        import distributed
    except ImportError:
        raise LabError(f"--scheduler needs dask's distributed, which is not installed: {INSTALL}") from None
    dask: Any = distributed          # its client API is untyped
    try:
        client = dask.Client(address, set_as_default=False, timeout=CONNECT_TIMEOUT)
    except (OSError, ValueError) as error:
        raise LabError(f"cannot reach the Dask scheduler at {address}: {error}") from None
    futures: Any = None
    try:
        if not client.nthreads():
            print(f"waiting for a worker to join the scheduler at {address}...", file=sys.stderr, flush=True)
            client.wait_for_workers(1)
        pending = iter(tasks)
        futures = dask.as_completed(loop=client.loop)
        window = _window(client)

        def submit(count: int) -> None:
            for _ in range(count):
                task = next(pending, None)
                if task is None:
                    return
                futures.add(client.submit(work, task, pure=False))

        submit(window)
        sent = 0
        for future in futures:
            result: R = future.result()
            future.release()
            sent += 1
            if sent % RECOUNT_WINDOW == 0:       # workers may have joined or left
                grown = _window(client)
                submit(1 + max(0, grown - window))
                window = max(window, grown)
            else:
                submit(1)
            yield result
    finally:
        if futures is not None:
            client.cancel(list(futures.futures))
        client.close()


def _window(client: Any) -> int:
    threads: int = sum(client.nthreads().values())
    return max(2, 2 * threads)
