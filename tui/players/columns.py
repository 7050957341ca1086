"""The players' order as columns of text: the board draws them, the players' recap
(``degaine export --public``) writes them; no Textual here, the CLI loads none."""

from dataclasses import dataclass

from rich.cells import cell_len, set_cell_size

#: Widths of the fixed columns: slot number, glyphs, score.
NUMBER, MARKER, SCORE = 3, 2, 5


def fit(text: str, width: int) -> str:
    """``text`` in exactly ``width`` cells, cut with an ellipsis when too long."""
    if cell_len(text) > width:
        return set_cell_size(text, max(0, width - 1)) + "…"
    return set_cell_size(text, width)


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
