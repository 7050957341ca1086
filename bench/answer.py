"""What a program writes in answer to one key, up to the last byte before a quiet gap.

A repaint can come in several writes (Textual sends a frame at most every 1/240 s here,
and a key may cause more than one frame: the command, then the details, then the
footer). The answer is over when nothing has come for ``gap`` seconds; its time is that
of the last byte read before the gap, counted from the key's write. Nothing is
subtracted: the gap itself is not part of the figure, and the last byte's time is taken
when the read returns (the pty hands over what is there at once).
"""

import time
from collections.abc import Callable
from dataclasses import dataclass

#: 100 ms: 24 frame intervals at Textual's 240 fps, and above any pause a loaded machine
#: puts between two frames of one repaint in practice; short enough that 50 presses cost
#: 5 s of waiting. The bench checks that the board writes nothing when idle, so the gap
#: cannot be filled by a clock or a poll.
QUIET_GAP = 0.1

#: A read: up to ``timeout`` seconds for what is there; b"" if nothing came, None at the
#: end of the output (the program closed its terminal).
Read = Callable[[float], bytes | None]


@dataclass(frozen=True)
class Answer:
    #: Seconds from the key to the first and to the last byte; None if nothing came.
    first: float | None
    last: float | None
    size: int
    ended: bool = False


def read_answer(
    read: Read,
    sent: float,
    *,
    gap: float = QUIET_GAP,
    timeout: float = 10.0,
    clock: Callable[[], float] = time.perf_counter,
) -> Answer:
    """Read from ``sent`` (the key's write, on ``clock``) until ``gap`` passes in silence.

    Waits up to ``timeout`` for the first byte; an answer that never comes has no times."""
    first: float | None = None
    last: float | None = None
    size = 0
    while True:
        now = clock()
        wait = (sent + timeout - now) if last is None else (last + gap - now)
        if wait <= 0:
            break
        data = read(wait)
        if data is None:
            return Answer(_since(first, sent), _since(last, sent), size, ended=True)
        if data:
            arrived = clock()
            first = arrived if first is None else first
            last = arrived
            size += len(data)
    return Answer(_since(first, sent), _since(last, sent), size)


def _since(moment: float | None, sent: float) -> float | None:
    return None if moment is None else moment - sent
