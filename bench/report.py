"""The bench's one table: what | degaine | anchor | ratio | goal | met?, and its JSON twin.

Every measure returns :class:`Row` values: the cells a person reads, and the raw figures
(seconds, bytes, MiB) behind them for the JSON file, so a later run can be compared
number by number.
"""

import json
import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

HEADINGS = ("what", "degaine", "anchor", "ratio", "goal", "met?")


@dataclass(frozen=True)
class Row:
    what: str
    degaine: str
    anchor: str = ""
    ratio: str = ""
    goal: str = ""
    #: None where the line has no goal.
    met: bool | None = None
    figures: dict[str, Any] = field(default_factory=dict)

    def cells(self) -> tuple[str, ...]:
        met = {True: "yes", False: "NO", None: ""}[self.met]
        return (self.what, self.degaine, self.anchor, self.ratio, self.goal, met)


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def p95(values: Sequence[float]) -> float:
    """Nearest rank: the smallest value at or above 95% of the samples (the 48th of 50)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def ratio(value: float, anchor: float) -> str:
    return f"{value / anchor:.2f}×" if anchor > 0 else ""


def table(rows: Iterable[Row]) -> str:
    """A Markdown table, columns padded so it reads in a terminal too."""
    lines = [HEADINGS, *(row.cells() for row in rows)]
    widths = [max(len(line[column]) for line in lines) for column in range(len(HEADINGS))]

    def render(cells: Sequence[str]) -> str:
        padded = (cell.ljust(width) for cell, width in zip(cells, widths, strict=True))
        return "| " + " | ".join(padded) + " |"

    rule = "|" + "|".join("-" * (width + 2) for width in widths) + "|"
    return "\n".join([render(lines[0]), rule, *(render(line) for line in lines[1:])])


def rows_json(rows: Iterable[Row]) -> list[dict[str, Any]]:
    return [asdict(row) for row in rows]


def rows_from_json(data: list[dict[str, Any]]) -> list[Row]:
    return [Row(**entry) for entry in data]


def write_json(path: Path, rows: Iterable[Row], about: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    document = {"about": about, "rows": rows_json(rows)}
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
