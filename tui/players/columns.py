"""The players' order as columns of text: the board draws them, the players' recap
(``degaine export --public``) writes them; no Textual here, the CLI loads none."""

from dataclasses import dataclass

from tui.cells import fitted as fit

#: Widths of the fixed columns: slot number, glyphs, score.
NUMBER, MARKER, SCORE = 3, 2, 5


@dataclass(frozen=True)
class Columns:
    """The widths of the two columns that share what the terminal leaves."""

    name: int
    action: int

    @classmethod
    def fitting(cls, width: int, longest_name: int) -> "Columns":
        room = width - (1 + NUMBER + 1 + MARKER + 1 + 1 + SCORE + 1)
        # Room for a name of a dozen letters even when all are short: a table can read it.
        name = max(4, min(max(longest_name, 12), room * 2 // 5))
        return cls(name=name, action=max(1, room - name))

    def row(self, number: str, marker: str, who: str, score: str, what: str) -> str:
        return (
            f" {number:>{NUMBER}} {fit(marker, MARKER)} {fit(who, self.name)} "
            f"{score:>{SCORE}} {fit(what, self.action)}"
        )
