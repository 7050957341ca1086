"""Connections that have not yet shown the token (web) or logged in (SSH): capped.

Anyone who reaches the share's port can open connections and send nothing, or half
a request: each one holds a descriptor, and 250 of them under a 256-descriptor limit
locked every real viewer out (issue 22). A stranger's connection is *unproven* until
it carries the token or its password; those are capped per source address and in
all, and the cap makes room rather than refusing: over it, the oldest unproven
connection is closed. A real viewer's connection proves itself within milliseconds
of opening, so it is the one that stays; an idle stranger's is the one that goes
(and the header or login timeout closes the rest).
"""

import contextlib
import resource
from collections import OrderedDict
from collections.abc import Callable, Hashable

#: Unproven connections from one address: a browser opens up to 6 at once.
PER_ADDRESS = 8
#: Unproven connections in all, for one way in, when descriptors are plenty.
MOST_IN_ALL = 64
#: Never fewer than this in all, whatever the descriptor limit.
FEWEST_IN_ALL = 8
#: Descriptors the share keeps for itself (its store, its listening sockets, Python).
RESERVED_FOR_THE_SHARE = 48
#: Descriptors a watching viewer holds: its connection, its board's pipes or pty, and
#: those its board's start takes for a moment.
DESCRIPTORS_PER_VIEWER = 6
#: How many connections the kernel queues, and asyncio accepts in one go, per way in.
BACKLOG = 32


def in_all_cap(viewers: int, ways_in: int = 2) -> int:
    """The unproven connections one way in may hold, keeping descriptors for the viewers.

    Whatever the limit (``ulimit -n``), ``viewers`` watching viewers and the share
    itself keep their descriptors: strangers share what is left, half each way in.
    """
    with contextlib.suppress(ValueError, OSError):
        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft != resource.RLIM_INFINITY:
            spare = soft - RESERVED_FOR_THE_SHARE - viewers * DESCRIPTORS_PER_VIEWER - BACKLOG
            return max(FEWEST_IN_ALL, min(MOST_IN_ALL, spare // ways_in))
    return MOST_IN_ALL


class ConnectionGate:
    """The unproven connections of one way in, oldest first."""

    def __init__(self, per_address: int = PER_ADDRESS, in_all: int = MOST_IN_ALL) -> None:
        self.per_address = per_address
        self.in_all = in_all
        self._unproven: OrderedDict[Hashable, tuple[str, Callable[[], None]]] = OrderedDict()
        self._from: dict[str, int] = {}

    @property
    def unproven(self) -> int:
        return len(self._unproven)

    def admit(self, key: Hashable, address: str, close: Callable[[], None]) -> None:
        """A new connection from ``address``; ``close`` ends it if room is needed."""
        while self._from.get(address, 0) >= self.per_address:
            self._close_oldest(lambda there: there == address)
        while len(self._unproven) >= self.in_all:
            self._close_oldest(lambda there: True)
        self._unproven[key] = (address, close)
        self._from[address] = self._from.get(address, 0) + 1

    def prove(self, key: Hashable) -> None:
        """The connection showed the token or logged in: no longer counted."""
        self.forget(key)

    def forget(self, key: Hashable) -> None:
        """The connection is gone (safe for any key, any number of times)."""
        entry = self._unproven.pop(key, None)
        if entry is None:
            return
        address = entry[0]
        left = self._from[address] - 1
        if left:
            self._from[address] = left
        else:
            del self._from[address]

    def _close_oldest(self, among: Callable[[str], bool]) -> None:
        key = next(key for key, (address, _close) in self._unproven.items() if among(address))
        close = self._unproven[key][1]
        self.forget(key)
        close()
