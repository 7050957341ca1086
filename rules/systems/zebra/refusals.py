"""What the zebra rules refuse before looking at a command's fields.

One function answers both the decide step, which asks it first, and a screen,
which asks it before opening the command's dialog: the GM reads the same words
whether a refusal comes from a key or from a script, and never fills a form for
a command that cannot be applied.
"""

from i18n import _
from rules.commands import Command, SetScore
from rules.state import EncounterState
from rules.systems.zebra.commands import Act, Engage, Join, StartSequence
from rules.systems.zebra.model import ZebraGame
from rules.systems.zebra.reading import is_running, names, still_in

#: Commands whose actor must still be in the fight (G4).
IN_THE_FIGHT: tuple[type[Command], ...] = (Act, Join, Engage, SetScore)


def refusal(
    state: EncounterState, game: ZebraGame, command: type[Command], actor: str | None
) -> str | None:
    """Why ``command`` aimed at ``actor`` (a known id, or None) is refused now, or None."""
    if command is StartSequence and not state.active():
        return _("Nobody is in the fight: add combatants first.")
    if command is Act:
        problem = sequence_refusal(state, game)
        if problem is not None:
            return problem
    if actor is None:
        return None
    combatant = state.combatants[actor]
    name = combatant.name
    if command in IN_THE_FIGHT and combatant.out:
        return _("{name} is out of the fight.").format(name=name)
    counter = game.counters.get(actor)
    if command is Join:
        if not is_running(state, game):
            return _(
                "No Sequence is running: {name} rolls with everyone at the next sequence."
            ).format(name=name)
        if counter is not None:
            return _("{name} already has a counter in this Sequence ({value}).").format(
                name=name, value=counter.value
            )
    if command is Act:
        if counter is None:
            return _("{name} has no Initiative Counter in this Sequence: join first.").format(
                name=name
            )
        if counter.value <= 0:
            return _(
                "{name} is done for this Sequence (counter {value}); to let them act again,"
                " set their counter (a GM override)."
            ).format(name=name, value=counter.value)
    if command is SetScore and game.round == 0:
        return _("No Sequence has started yet: start one first.")
    return None


def sequence_refusal(state: EncounterState, game: ZebraGame) -> str | None:
    """Z7: acting needs a Sequence running."""
    if is_running(state, game):
        return None
    if game.round == 0:
        return _("No Sequence has started yet: start one first.")
    return _("Sequence {number} is over: start the next one.").format(number=game.round)


def running_refusal(state: EncounterState, game: ZebraGame) -> str | None:
    """Z7: a new Sequence waits for the running one to end, unless the GM cuts it short (G4).

    The GM's override lifts it, so it is asked apart from :func:`refusal`.
    """
    if not is_running(state, game):
        return None
    return _(
        "Sequence {number} is still running ({names} can still act): play it out,"
        " or cut it short (a GM override) to start the next one."
    ).format(number=game.round, names=names(state, still_in(state, game), ", "))
