"""Pilot's idle wait, at a finer grain: the suite's Pilot tests spend most of their time
asleep in it, not working.

Textual's Pilot waits after each key (``wait_for_idle``, twice a key and once a pause)
by sleeping ``SLEEP_GRANULARITY`` (1/50 s) at a time until a sleep passes with less
than ``SLEEP_IDLE`` of CPU used (a twentieth of it). A Pilot key is thus at least 60 ms
asleep, however little the app had to do: measured on the suite's Pilot tests, the two
workers' CPUs were busy 40% of the time. A grain of 1/100 s keeps the same test (less
than 5% of a sleep's time spent working, after every message the screen had queued was
handled: ``Pilot._wait_for_screen`` runs first) and wakes twice as soon: tests/tui took
109 s on two workers, 80 s with it. A grain of 1/250 s (58 s) was too fine: a resize's
new layout came after the wait (tests/tui/test_textual_fixes.py, 4 failures in 4 runs).

``textual._wait`` is private: the grain is changed only under the Textual version it
was verified with (the one ``constraints.txt`` pins); under another, Pilot keeps its own.
"""

from importlib.metadata import version

#: The Textual release whose ``textual._wait`` this was verified against.
VERIFIED_WITH = "8.2.8"
GRAIN = 1 / 100


def quicken_idle_waits() -> bool:
    """Pilot's idle wait at :data:`GRAIN`; False (and nothing changed) on another Textual."""
    if version("textual") != VERIFIED_WITH:
        return False
    import textual._wait as wait

    wait.SLEEP_GRANULARITY = GRAIN
    wait.SLEEP_IDLE = GRAIN / 20.0
    return True
