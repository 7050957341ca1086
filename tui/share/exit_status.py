"""A viewer's board has ended: known from its exit status, never from its pipes."""

import asyncio
from asyncio.subprocess import Process

#: How often the exit status is looked at while waiting for it.
EXIT_POLL_SECONDS = 0.02


async def exited_within(process: Process, seconds: float) -> bool:
    """Whether ``process`` has exited (its status known) within ``seconds``.

    Looks at the status the child watcher records, not at ``wait()``, which on
    Python 3.11 also waits for every pipe of the process to be closed.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while process.returncode is None and loop.time() < deadline:
        await asyncio.sleep(EXIT_POLL_SECONDS)
    return process.returncode is not None
