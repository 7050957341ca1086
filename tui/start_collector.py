"""The cyclic garbage collector held while degaine starts, and given back after."""

import gc

#: Whether :func:`hold_collector` turned the cyclic garbage collector off.
_collector_held = False


def hold_collector() -> None:
    """The cyclic garbage collector off until the first frame (:func:`release_collector`).

    Start-up makes a few hundred thousand objects (modules, classes, models, styles)
    that all live as long as the program: each collection on the way walks them for
    nothing, about a tenth of the start's time.
    """
    global _collector_held
    if gc.isenabled():
        gc.disable()
        _collector_held = True


def release_collector() -> None:
    """After the first frame: what start-up made is frozen (no collection walks it again),
    and the collector runs as usual from then on."""
    global _collector_held
    if _collector_held:
        _collector_held = False
        gc.freeze()
        gc.enable()
