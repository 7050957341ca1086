"""A condition an actor carries (G6): its name, how long it lasts, who sees it.

The model alone, so that the state can hold it; what conditions do over time is
:mod:`rules.conditions`.
"""

from typing import Literal

from pydantic import BaseModel, ConfigDict

from i18n.text import name_key

#: When a timed condition ends: at the end of its last unit (G6's default), or as it starts.
Ends = Literal["end", "start"]

#: The name of the western snag W9 speaks of; its own command (``snag``) and the
#: ambush give and clear it as a condition of that name.
SONNE = "Sonné"


def same_name(first: str, second: str) -> bool:
    """Two condition names are one condition regardless of case, spaces, invisible
    characters and full-width forms (:func:`i18n.text.name_key`)."""
    return name_key(first) == name_key(second)


class Condition(BaseModel):
    """One condition an actor carries."""

    # Not frozen: the state counts ``remaining`` down in place (``rules.conditions``).
    model_config = ConfigDict(defer_build=True, extra="forbid")

    name: str
    #: Units still to start before its last one; None: until the GM removes it.
    remaining: int | None = None
    ends: Ends = "end"
    public: bool = False

    def named(self, name: str) -> bool:
        return same_name(self.name, name)
