"""Numbers entering the rules: strict whole numbers within bounds a real table never reaches.

JSON and TOML hand over ``true``, ``"9"``, ``2.5`` and ``10**30`` as easily as ``3``,
and pydantic's lax mode would read ``true`` as 1 and ``"9"`` as 9. Every number a
command, a stat, an option, a roster row or a cost file brings in is declared with
:func:`whole` (or one of the types below): no bool, no numeric string, no float,
and a bound that keeps every sum the rules make small. A typo is refused with a
message ("must be a whole number", "at most 9999"), never taken.
"""

from typing import Annotated, Any

from pydantic import Field

#: The largest magnitude of any number a GM gives: a score, a typed die, a cost. A
#: zebra counter is about 300 and a western score about 40; ten thousand of these
#: still sum far inside a float's exact range, so no arithmetic can overflow or round.
NUMBER_MAX = 9_999
#: The most dice one roll or one action counts (western pools, Tension, Panache, W3).
DICE_MAX = 30
#: The most Initiative points one zebra action costs (Z4): several Sequences' worth.
COST_MAX = 999


def whole(low: int, high: int) -> Any:
    """``Annotated[int, whole(low, high)]``: a strict whole number from ``low`` to ``high``."""
    return Field(strict=True, ge=low, le=high)


#: Any number a GM may type: a score (G4), a typed die before its faces are checked (G1).
Number = Annotated[int, whole(-NUMBER_MAX, NUMBER_MAX)]
#: A number that cannot be negative: a held score (W7), an action's index.
Natural = Annotated[int, whole(0, NUMBER_MAX)]
#: How many commands undo or redo walks (the journal says how many there are).
Steps = Annotated[int, whole(1, NUMBER_MAX)]
#: A count of dice, at least one (W4, W5).
DiceCount = Annotated[int, whole(1, DICE_MAX)]
#: Dice in an action of a Découpe, or successes of a roll (W3, W8, W9).
Dice = Annotated[int, whole(0, DICE_MAX)]
#: Dice or tokens given or taken at once (W11, W5).
DiceDelta = Annotated[int, whole(-DICE_MAX, DICE_MAX)]
#: The cost of an action in Initiative points (Z4).
Cost = Annotated[int, whole(1, COST_MAX)]

#: A yes or no: JSON's true or false only (lax pydantic would also take 1, "yes" or "on").
Flag = Annotated[bool, Field(strict=True)]
