"""Wrong tokens and passwords, counted per source address: guessing made slow.

Guessing was free: 50 wrong SSH passwords in 0.13 s, 300 wrong web tokens in 0.11 s
(issue 22). From one address, the first few wrong tries are answered at once (a
player mistypes), then each answer waits longer, and past :data:`REFUSE_AFTER` the
address is refused outright for :data:`REFUSAL_SECONDS`, told to the GM in one line.
It stays cheap for the server: a wait is a sleeping task, a refusal costs nothing,
and the table of addresses is bounded.
"""

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

#: Wrong tries from one address answered without a wait.
FREE_TRIES = 3
#: The wait after the first try past the free ones; it doubles with each one more.
FIRST_WAIT_SECONDS = 0.5
LONGEST_WAIT_SECONDS = 4.0
#: Wrong tries from one address before it is refused for a while.
REFUSE_AFTER = 10
REFUSAL_SECONDS = 60.0
#: An address with no wrong try for this long starts afresh.
FORGET_SECONDS = 600.0
#: Addresses remembered at most (the oldest forgotten first).
MOST_ADDRESSES = 4096


@dataclass
class _Record:
    failures: int = 0
    last: float = 0.0
    refused_until: float = 0.0


class Guesses:
    """The wrong tries of one way in; ``on_refusal(address)`` once an address is refused."""

    def __init__(
        self,
        on_refusal: Callable[[str], None],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._on_refusal = on_refusal
        self._clock = clock
        self._records: OrderedDict[str, _Record] = OrderedDict()

    def refused(self, address: str) -> bool:
        """Whether ``address`` is refused now, whatever it presents (its right guess too)."""
        record = self._current(address)
        return record is not None and self._clock() < record.refused_until

    def failed(self, address: str) -> float:
        """One more wrong try from ``address``: how long to wait before answering it."""
        now = self._clock()
        record = self._current(address) or _Record()
        record.failures += 1
        record.last = now
        self._records[address] = record
        self._records.move_to_end(address)
        while len(self._records) > MOST_ADDRESSES:
            self._records.popitem(last=False)
        if record.failures >= REFUSE_AFTER:
            record.failures = 0
            record.refused_until = now + REFUSAL_SECONDS
            self._on_refusal(address)
            return 0.0
        past_free = record.failures - FREE_TRIES
        if past_free <= 0:
            return 0.0
        return float(min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (past_free - 1)))

    def succeeded(self, address: str) -> None:
        """The right token or password from ``address``: its wrong tries are forgotten."""
        record = self._records.get(address)
        if record is not None and self._clock() >= record.refused_until:
            del self._records[address]

    def _current(self, address: str) -> _Record | None:
        record = self._records.get(address)
        if record is not None and self._clock() - record.last > FORGET_SECONDS:
            del self._records[address]
            return None
        return record
