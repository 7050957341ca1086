"""A QR code drawn with terminal characters, for phones to join by camera.

``segno`` makes the code (pure Python, no image library). Each character cell
shows two modules, one above the other, with the half blocks ``▀ ▄ █`` and a
space: a cell is about twice as tall as it is wide, so the modules come out square
and the code stays small enough for an 80×24 terminal.
"""

from typing import Literal

import segno

#: The light margin around the code that readers need to find it, in modules.
QUIET_ZONE = 4

#: The character for a cell whose upper and lower modules are inked or not.
HALF_BLOCKS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}

Ink = Literal["light", "dark"]


def qr_modules(data: str) -> list[list[bool]]:
    """The code's modules, row by row, True where dark, quiet zone included.

    Error correction M (15% of the code may be lost): a screen photographed at an
    angle loses some; the URL still fits a small code.
    """
    code = segno.make(data, error="m", micro=False, boost_error=False)
    return [[bool(module) for module in row] for row in code.matrix_iter(border=QUIET_ZONE)]


def qr_half_blocks(data: str, ink: Ink = "light") -> str:
    """``data`` as a QR code of text lines, two module rows to a line.

    ``ink`` is which modules the characters draw. ``"light"`` suits a terminal with
    light text on a dark ground (the usual one): the light modules and the quiet zone
    are drawn in the text's colour, the dark ones are the ground, so the code reads
    dark on light as printed codes do. ``"dark"`` is for dark text on a light ground.
    """
    rows = qr_modules(data)
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))  # one more light row: quiet zone, not data
    inked = [[module == (ink == "dark") for module in row] for row in rows]
    lines = []
    for upper, lower in zip(inked[0::2], inked[1::2], strict=True):
        lines.append("".join(HALF_BLOCKS[pair] for pair in zip(upper, lower, strict=True)))
    return "\n".join(lines)
