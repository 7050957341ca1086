"""Errors the rules raise when they refuse a command.

Each carries ``message``: one sentence a GM understands. A refused command
changes nothing: the encounter's state and journal are as they were.
"""


class RuleError(Exception):
    """Base class: the command was refused; ``message`` says why.

    ``field``, when the refusal is about one value the GM gave, names that field of
    the command as a dotted path (``dice``, ``targets.0.successes``): a form shows
    the message beside the field that holds it.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class InvalidCommand(RuleError):
    """The command is malformed: unknown name, missing or ill-typed field."""


class UnknownActor(RuleError):
    """The command names a combatant the encounter does not have."""


class InvalidDie(RuleError):
    """A typed die value is not a face of that die (G1)."""


class Refused(RuleError):
    """The command is well formed but the rules forbid it now."""


class NothingToUndo(RuleError):
    """Undo or redo with nothing left in that direction."""


class StoreError(RuleError):
    """The journal could not be written; the command was not applied."""


class StaleEncounter(RuleError):
    """Another window (or process) wrote the encounter since this one read it: the
    command was not applied, and nothing was written."""


class DamagedJournal(RuleError):
    """A stored record of an encounter cannot be read back or replayed.

    The encounter cannot be opened as it is; the rest of the store is unharmed.
    ``problem`` is one short line (never a validator's dump).
    """

    def __init__(self, encounter_id: int, name: str, seq: int | None, problem: str) -> None:
        from i18n import _
        from i18n.text import clipped

        self.encounter_id = encounter_id
        self.seq = seq
        self.problem = clipped(problem)
        shown = clipped(name, 60) or _("(unnamed)")
        if seq is None:
            message = _("Encounter “{name}” (no. {number}) is damaged: {problem}.")
        else:
            message = _("Encounter “{name}” (no. {number}) is damaged at record {seq}: {problem}.")
        super().__init__(
            message.format(name=shown, number=encounter_id, seq=seq, problem=self.problem)
        )
