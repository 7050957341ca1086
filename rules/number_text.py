"""Numbers as the GM reads them: one minus sign (−, U+2212) for every negative number.

Every presenter writes its numbers through these, so that "−5 → −1" never reads
"−5 → -1". The JSON contract keeps its plain numbers; only the screen changes.
"""

MINUS = "\u2212"


def numeral(value: int) -> str:
    """``value`` with the typographic minus sign when negative: ``−3``, ``0``, ``12``."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """``value`` with its sign always written: ``+2``, ``−1``, ``0``."""
    return f"+{value}" if value > 0 else numeral(value)


def less(amount: int) -> str:
    """An amount taken away, as ``−amount`` (a cost of 5 reads ``−5``; of −2, ``2``)."""
    return numeral(-amount)
