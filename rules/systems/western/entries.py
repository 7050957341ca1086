"""The open turn's actions as entries of the order (W2, W6)."""

from i18n import N_
from rules.order import Entry
from rules.state import EncounterState
from rules.systems.western.lookup import (
    game_of,
    options_of,
    resolved_keys,
    tension_of,
)
from rules.systems.western.model import NERVOUS_TENSION, Action, entry_key

#: Tag of an entry whose numbers the players must not see yet (a duel before its reveal).
HIDDEN = N_("hidden")


def needs_nerve(state: EncounterState, actor: str, action: Action) -> bool:
    """W8: a nervous finger at an ambiguous target needs a Sang-froid roll not to shoot."""
    return (
        options_of(state).nervous_finger
        and action.ambiguous
        and action.nerve is None
        and tension_of(state, actor) >= NERVOUS_TENSION
    )


def action_entry(state: EncounterState, actor: str, action: Action) -> Entry:
    """One action as an entry: its score is its initiative, equal scores share a slot."""
    game = game_of(state)
    tags: list[str] = []
    if game.duel and not game.revealed:
        tags.append(HIDDEN)
    if any(item.source == "surprise" for item in action.initiative):
        tags.append(N_("surprise"))
    if any(item.interruption for item in action.initiative):
        tags.append(N_("interruption"))
    if action.held:
        tags.append(N_("held"))
    if action.ambiguous:
        tags.append(N_("ambiguous"))
    if action.nerve is not None:
        tags.append(N_("steady") if action.nerve >= 1 else N_("fires"))
    score = action.score()
    return Entry(
        key=entry_key(actor, action.index),
        actor=actor,
        action=action.label,
        score=score,
        rank=(score,),
        tags=tags,
        detail={
            "index": action.index,
            "dice": action.kept(),
            "tension": action.kept_tension(),
            "uncounted": action.kept_uncounted(),
            "sacrificed": action.sacrificed,
            "initiative": action.rolled(),
            "held": action.held,
            "adjust": action.adjust,
        },
    )


def turn_entries(state: EncounterState) -> list[Entry]:
    """Every action of the open turn not yet resolved, in the order actors were added."""
    game = game_of(state)
    if not game.open:
        return []
    resolved = resolved_keys(state)
    entries: list[Entry] = []
    for combatant in state.active():
        for action in game.actions.get(combatant.id, []):
            if entry_key(combatant.id, action.index) not in resolved:
                entries.append(action_entry(state, combatant.id, action))
    return entries


def pending_actions(state: EncounterState) -> list[tuple[str, Action]]:
    """The (actor, action) pairs behind :func:`turn_entries`."""
    game = game_of(state)
    return [
        (entry.actor, game.actions[entry.actor][int(entry.detail["index"])])
        for entry in turn_entries(state)
    ]
