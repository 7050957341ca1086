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

#: 100 ms: 24 frame intervals at Textual's 240 fps, far above the pause between two frames
#: of one repaint when the program has a core; short enough that 50 presses cost 5 s of
#: waiting. Where the program is starved of CPU (a loaded machine), it can compute for
#: longer than that between two frames: a silence ends the answer only if the program was
#: idle during it (``cpu`` in :func:`read_answer`). The bench checks that the board writes
#: nothing when idle, so the gap cannot be filled by a clock or a poll.
QUIET_GAP = 0.1

#: The share of the gap the program may spend on the CPU and still count as idle: /proc
#: counts CPU in 10 ms ticks, so one tick in a 100 ms gap is noise, two are work.
BUSY = 0.15

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
    cpu: Callable[[], float] | None = None,
) -> Answer:
    """Read from ``sent`` (the key's write, on ``clock``) until ``gap`` passes in silence.

    Waits up to ``timeout`` for the first byte; an answer that never comes has no times.
    ``cpu``, the program's CPU seconds so far: a silence during which the program used
    more than :data:`BUSY` of the gap in CPU is not the end (on a loaded machine a
    program can compute for longer than the gap between two frames of one repaint); the
    answer then goes on until a silence in which it is idle, and still ends at its last
    byte."""
    first: float | None = None
    last: float | None = None
    size = 0
    quiet_since = sent
    cpu_then = cpu() if cpu is not None else 0.0
    while True:
        now = clock()
        if last is None:
            wait = sent + timeout - now
        else:
            wait = quiet_since + gap - now
            if wait <= 0 and cpu is not None:
                used = cpu()
                if used - cpu_then > BUSY * gap and now - sent < timeout:
                    quiet_since, cpu_then, wait = now, used, gap
        if wait <= 0:
            break
        data = read(wait)
        if data is None:
            return Answer(_since(first, sent), _since(last, sent), size, ended=True)
        if data:
            arrived = clock()
            first = arrived if first is None else first
            last = quiet_since = arrived
            cpu_then = cpu() if cpu is not None else 0.0
            size += len(data)
    return Answer(_since(first, sent), _since(last, sent), size)


def _since(moment: float | None, sent: float) -> float | None:
    return None if moment is None else moment - sent
