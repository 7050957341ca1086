"""An encounter's history as a file: Markdown for a session recap, JSON for tools.

Both are made from the journal alone, so the same journal always gives the same
bytes (no date, no clock): a recap can be compared, versioned, checked in.
"""

import json
import re
from typing import Any

from i18n import _, ngettext
from rules.history import History, Step, round_phrase

#: The version of the JSON document's shape; a tool reading it checks this first.
JSON_VERSION = 1

#: Characters that Markdown reads as markup anywhere in a line.
_INLINE = re.compile(r"([\\`*_\[\]<>~|])")
#: What Markdown reads as a block (heading, list, quote, rule) at the start of a line;
#: a list's number is kept, its dot or parenthesis escaped ("1\\. first").
_LEADING = re.compile(r"^(\s*\d*)([#+\-=>.)])")


def markdown_text(text: str) -> str:
    """``text`` (printable already) as Markdown shows it: every markup character escaped."""
    escaped = _INLINE.sub(r"\\\1", text)
    return _LEADING.sub(r"\1\\\2", escaped)


def step_count(history: History) -> str:
    """How many steps, and how many of them are undone: "13 steps (1 undone)"."""
    steps = ngettext("{count} step", "{count} steps", len(history.steps)).format(
        count=len(history.steps)
    )
    if history.undone:
        steps += _(" ({count} undone)").format(count=history.undone)
    return steps


def summary(history: History) -> str:
    """One sentence: the system, where the encounter stands, how many steps."""
    from rules.systems import system_title

    system = system_title(history.system) if history.system else _("no system chosen yet")
    return _("{system} · now: {unit} · {steps}").format(
        system=system, unit=now_words(history), steps=step_count(history)
    )


def now_words(history: History) -> str:
    """Where the encounter stands, inside a sentence: "turn 2", "before turn 1"."""
    return round_phrase(history.system, history.round)


def markdown_step(step: Step) -> str:
    text = markdown_text(step.text)
    if step.undone:
        text = _("*Undone:* {text}").format(text=text)
    return f"{step.seq}. {text}"


def to_markdown(history: History) -> str:
    """The recap: a title, one line of summary, then a section per round, each step a
    numbered line (the journal's numbers), undone steps marked as such."""
    title = history.name or _("(unnamed)")
    lines = [f"# {markdown_text(title)}", "", markdown_text(summary(history))]
    if not history.steps:
        lines += ["", _("Nothing has happened in this encounter yet.")]
    for unit, steps in history.rounds():
        lines += ["", f"## {markdown_text(unit)}", ""]
        lines += [markdown_step(step) for step in steps]
    return "\n".join(lines) + "\n"


def step_json(step: Step) -> dict[str, Any]:
    return {
        "seq": step.seq,
        "round": step.round,
        "unit": step.unit,
        "cmd": step.cmd,
        "text": step.text,
        "undone": step.undone,
        "dice": [
            {"actor": die.actor, "faces": die.faces, "value": die.value, "typed": die.typed}
            for die in step.dice
        ],
        "command": dict(step.command),
        "events": [dict(event) for event in step.events],
    }


def to_json(history: History) -> str:
    """The history for tools: the encounter, then every step with its sentence, its dice
    (typed or rolled), whether it is undone, and the command and events as journaled."""
    document = {
        "version": JSON_VERSION,
        "encounter": {
            "id": history.encounter_id,
            "name": history.name,
            "system": history.system,
            "round": history.round,
            "unit": history.unit,
            "head": history.head,
            "steps": len(history.steps),
            "undone": history.undone,
        },
        "steps": [step_json(step) for step in history.steps],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


#: The formats ``degaine export`` writes, by the name ``--format`` takes.
FORMATS = {"md": to_markdown, "json": to_json}
