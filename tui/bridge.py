"""The small bridge between the rules core and the UI.

One way in, one way out. The UI sends the rules' own command models through
:meth:`EncounterBridge.send`; the encounter commits each one to the store, then
publishes a change, which the bridge turns into an ``EncounterChanged`` message
for the screen showing the encounter: the message carries what the screen draws
(the state, the records, how far redo goes) and why (the events, a refusal, a
notice). Screens draw from those messages and never read each other.

A second GM window on the same encounter (another ``degaine`` on the same store)
is a full peer: either can drive. Each follows the other's commits (:meth:`follow`,
which the app calls while idle), and a command sent from a window that has not
caught up yet is refused by the store (``StaleEncounter``): the bridge reloads the
encounter, the screen redraws and tells the GM the command was not applied. It is
never sent again on the GM's behalf: what it meant may have changed.

A form tries its values inside :meth:`EncounterBridge.trying`: a refusal met
there is handed back to the form (a :class:`Refusal`, naming the command field
it concerns when it can), which shows it beside that field and stays open with
what was typed, and the screen is not told of it a second time. So is the notice
of a command not applied because another window changed the encounter: the board
redraws beneath the form, and the GM sends it again (Enter) or not (Esc).
"""

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, ParamSpec

from textual.message_pump import MessagePump

from i18n import _
from rules.errors import RuleError, StaleEncounter
from tui.messages import EncounterChanged, EncounterLost, EncounterSnapshot

if TYPE_CHECKING:
    from rules.commands import Command
    from rules.encounter import Change, Encounter
    from rules.journal import JournalStore

P = ParamSpec("P")


@dataclass(frozen=True)
class Refusal:
    """Why a command was not applied: the sentence, and the field it concerns.

    ``field`` is the command's field as a dotted path (``dice``, ``dice.ann``,
    ``targets.0.successes``), None when the refusal is about the whole command;
    ``beside`` is what to write next to that field (the sentence without the
    command's and the field's raw names).
    """

    message: str
    field: str | None = None
    beside: str = ""


class EncounterBridge:
    def __init__(self, encounter: "Encounter") -> None:
        self.target: MessagePump | None = None
        #: The open encounter (for the app's housekeeping: screens draw from messages).
        self.encounter = encounter
        self._unsubscribe: Callable[[], None] | None = encounter.subscribe(self._changed)
        #: The store's ``data_version`` at the last :meth:`follow`.
        self._data_version: int | None = None
        #: Inside :meth:`trying`: the refusals met, handed back instead of posted.
        self._tried: list[Refusal] | None = None
        #: The encounter as the last message carried it.
        self._latest = self._snapshot()

    @property
    def store(self) -> "JournalStore | None":
        """The store the encounter lives in (the roster is there too), if any."""
        return self.encounter.store

    @property
    def system(self) -> str | None:
        return self.encounter.state.system

    @property
    def current(self) -> EncounterSnapshot:
        """The encounter as the last message carried it (what a new screen draws)."""
        return self._latest

    def _snapshot(self) -> EncounterSnapshot:
        encounter = self.encounter
        # A view of the records, not a copy: those the open did not read stay unread.
        return EncounterSnapshot(encounter.state, encounter.records, encounter.redo_depth)

    def _post(self, message: EncounterChanged | EncounterLost) -> None:
        if self.target is not None:
            self.target.post_message(message)

    def listen(self, screen: MessagePump, drawn: EncounterSnapshot | None) -> None:
        """Send the messages to ``screen`` from now on (the screen on top).

        If ``screen`` last drew something older than the latest change (another
        screen sent commands while it was covered), it hears the latest at once.
        """
        self.target = screen
        if self._latest is not drawn:
            self._post(EncounterChanged(self._latest))

    def _changed(self, change: "Change") -> None:
        self._latest = self._snapshot()
        self._post(
            EncounterChanged(
                self._latest, change.record.events, kind=change.kind, record=change.record
            )
        )

    @contextmanager
    def trying(self) -> Iterator[list[Refusal]]:
        """The commands sent within are tried for a form: their refusals are kept in
        the list this yields (in order), and the screen does not hear them; what
        is applied is applied and heard as usual."""
        outer, self._tried = self._tried, []
        try:
            yield self._tried
        finally:
            self._tried = outer

    def send(
        self, command: "Callable[P, Command]", /, *args: P.args, **fields: P.kwargs
    ) -> str | None:
        """Make one command (a model of the rules, ``command(*args, **fields)``) and send it.

        Returns None if it was applied, else the sentence saying why not, which the
        screen also hears (``EncounterChanged.error``): fields the model refuses are
        refused like the rules' own refusals, in the same words.

        Refused because another window wrote the encounter first (or refused by rules
        that judged a state another window has changed since), the encounter is
        reloaded and the screen hears it with a notice instead.
        """
        from pydantic import ValidationError

        from rules.problem_words import error_location, problem_in_words, refusal_in_words

        try:
            made = command(*args, **fields)
        except ValidationError as error:
            # The GM's words, the field named as the form or the board says it (a
            # script's reader gets "sacrifice: dice.0: …", which names its JSON).
            first = error.errors()[0]
            names = {
                key: combatant.name for key, combatant in self.encounter.state.combatants.items()
            }
            return self._refuse(
                Refusal(
                    refusal_in_words(first, names),
                    error_location(first),
                    sentence_of(problem_in_words(first)),
                )
            )
        try:
            self.encounter.handle(made)
        except RuleError as error:
            if isinstance(error, StaleEncounter) or self._moved_elsewhere():
                notice = _("Another window changed this encounter: your command was not applied.")
                if self._tried is None:
                    self._reload(notice)
                else:  # the form says it, over the board redrawn
                    self._tried.append(Refusal(notice))
                    self._reload(None)
                return notice
            return self._refuse(Refusal(error.message, error.field, error.message))
        return None

    def _refuse(self, refusal: Refusal) -> str:
        if self._tried is not None:
            self._tried.append(refusal)
        else:
            self._post(EncounterChanged(self._latest, error=refusal.message))
        return refusal.message

    def follow(self) -> None:
        """Catch up with what another window committed: one tiny query when nothing did."""
        encounter = self.encounter
        if encounter is None or encounter.store is None or encounter.id is None:
            return
        try:
            version = encounter.store.data_version()
            if version == self._data_version:
                return
            self._data_version = version
            revision = encounter.store.revision(encounter.id)
        except sqlite3.Error:
            return  # busy, or gone for a moment: the next call tries again
        # Opening the encounter elsewhere (``touch``) commits without moving the revision.
        if revision != encounter.revision:
            self._reload(None)

    def _moved_elsewhere(self) -> bool:
        encounter = self.encounter
        if encounter.store is None or encounter.id is None:
            return False
        try:
            return encounter.store.revision(encounter.id) != encounter.revision
        except sqlite3.Error:
            return False

    def _reload(self, notice: str | None) -> None:
        try:
            changed = self.encounter.reload()
        except KeyError:
            self._post(EncounterLost(_("Another window deleted this encounter.")))
            return
        except Exception as error:  # a damaged journal must not take the table down
            from rules.damage import problem_of

            text = _("Could not reload this encounter: {error}").format(error=problem_of(error))
            self._post(EncounterLost(text))
            return
        if changed:
            self._latest = self._snapshot()
        if changed or notice is not None:
            self._post(EncounterChanged(self._latest, notice=notice))

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self.target = None


def sentence_of(phrase: str) -> str:
    """``"at most 10"`` → ``"At most 10."``: a phrase written on its own."""
    phrase = phrase.strip()
    if not phrase:
        return phrase
    ending = "" if phrase[-1] in ".!?" else "."
    return phrase[0].upper() + phrase[1:] + ending
