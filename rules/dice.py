"""The one source of dice (G1): a seedable RNG, or values typed by the GM."""

import random
from typing import Annotated

from pydantic import BaseModel, ConfigDict

from i18n import _, ngettext
from rules.errors import InvalidDie
from rules.numbers import whole

#: The most faces a die has (the d100 of percentile rolls).
FACES_MAX = 100


class DieRoll(BaseModel):
    """One die as it landed, recorded in an event so that a replay needs no RNG."""

    model_config = ConfigDict(defer_build=True, frozen=True, extra="forbid")

    faces: Annotated[int, whole(2, FACES_MAX)]
    value: Annotated[int, whole(1, FACES_MAX)]
    typed: bool = False


def check_face(value: int, faces: int, who: str = "", field: str | None = None) -> int:
    """Return ``value`` if a d``faces`` can show it, else refuse with a clear message."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= faces:
        if who:
            message = _("{who}: a d{faces} cannot show {value} (only 1 to {faces}).")
        else:
            message = _("A d{faces} cannot show {value} (only 1 to {faces}).")
        raise InvalidDie(message.format(who=who, faces=faces, value=value), field)
    return value


class DiceSource:
    """Rolls dice with a seedable RNG, or takes the values the GM typed.

    Systems ask for every die through :meth:`roll`; whatever comes back is a
    :class:`DieRoll` that goes into an event.
    """

    def __init__(self, seed: int | None = None, rng: random.Random | None = None) -> None:
        self._rng = rng if rng is not None else random.Random(seed)

    def roll(
        self, faces: int, typed: int | None = None, who: str = "", field: str | None = None
    ) -> DieRoll:
        """One d``faces``: the typed value if given (validated), else a rolled one.

        ``field`` names the command's field that held ``typed``, for the refusal."""
        if typed is not None:
            return DieRoll(faces=faces, value=check_face(typed, faces, who, field), typed=True)
        return DieRoll(faces=faces, value=self._rng.randint(1, faces), typed=False)

    def roll_many(
        self,
        faces: int,
        count: int,
        typed: list[int] | None = None,
        who: str = "",
        field: str | None = None,
    ) -> list[DieRoll]:
        """``count`` dice; typed values (if any) must be exactly ``count`` of them."""
        if typed is None:
            return [self.roll(faces, who=who) for _i in range(count)]
        if len(typed) != count:
            raise InvalidDie(
                ngettext(
                    "{who}: {count} die expected, {given} typed.",
                    "{who}: {count} dice expected, {given} typed.",
                    count,
                ).format(who=who or _("Dice"), count=count, given=len(typed)),
                field,
            )
        return [self.roll(faces, value, who, field) for value in typed]
