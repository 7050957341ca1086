"""The zebra actions both zebra screens share: Sequence, act, engage, position, join, weapon.

The order board and the timeline are two views of one encounter; whichever the GM
looks at, the same keys do the same thing through these methods.
"""

from typing import cast

from i18n import _, ngettext
from rules.systems.zebra.views import ZebraView
from tui.presenters.groups import rollers
from tui.presenters.zebra import POSITIONS
from tui.screens.board import BoardScreen
from tui.screens.choice import ChoiceScreen, ConfirmScreen
from tui.screens.form import FormField, FormScreen, FormValues
from tui.screens.form_values import integer, optional_integer, prefixed_integers, text

TYPED = "\x00typed"


def quick_keys_note(actions: list[str]) -> str:
    """The act list's reminder that its first entries need no list: 1, 2, 3 on the board."""
    quick = [f"{key} {name.replace('_', ' ')}" for key, name in zip("123", actions, strict=False)]
    if not quick:
        return ""
    return _("On the board: {keys}, no list").format(keys=" · ".join(quick))


class ZebraActions(BoardScreen[ZebraView]):
    """A board of a zebra encounter; subclasses choose how it looks (``compose``)."""

    def action_sequence(self) -> None:
        from rules.systems.zebra.commands import StartSequence

        if self.refused(StartSequence):
            return
        running = self.running_refusal()
        if running is None:
            self.ask_counters(override=False)
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.ask_counters(override=True)

        # Z7: the rules refuse a new Sequence while one runs, unless the GM cuts it
        # short (G4): their refusal first, and the form only if the GM says so.
        question = _("{refusal} Cut it short and start Sequence {n} now?").format(
            refusal=running, n=self.data.round + 1
        )
        self.app.push_screen(ConfirmScreen(question), confirmed)

    def running_refusal(self) -> str | None:
        from rules.systems.zebra.refusals import running_refusal
        from rules.systems.zebra.system import SYSTEM

        return running_refusal(self.state, SYSTEM.game(self.state))

    def ask_counters(self, override: bool) -> None:
        """The d20 of everyone in the fight, typed or left blank to roll (Z1, Z8)."""
        actors = [
            (actor_id, actor)
            for actor_id, actor in self.data.actors.items()
            if not actor.out_of_fight
        ]
        fields = [
            FormField(f"die.{a}", _("{name}: d20").format(name=n), "die", minimum=1, maximum=20)
            for a, n in rollers(self.data, actors)  # one die for a roll-once group (G7)
        ]

        def rolled(values: FormValues | None) -> None:
            if values is None:
                return
            from rules.systems.zebra.commands import StartSequence

            self.send(StartSequence, dice=prefixed_integers(values, "die."), override=override)

        title = _("Sequence {n}: Initiative Counters").format(n=self.data.round + 1)
        self.ask(FormScreen(title, fields), rolled)

    def acting_actor(self) -> str | None:
        """The head of the order (the selected one if several are tied there)."""
        from rules.systems.zebra.commands import Act

        if self.refused(Act):
            return None
        head = [entry.actor for entry in self.data.head()]
        if not head:  # a Sequence with nobody to act is over; the rules said so above
            return None
        selected = self.selected_actor
        actor = selected if selected in head else head[0]
        return None if self.refused(Act, actor) else actor

    def act(
        self, actor: str, *, action: str | None = None, cost: int | None = None, label: str = ""
    ) -> None:
        """``actor`` acts: an action of the costs table, or one of a typed cost (Z4)."""
        from rules.systems.zebra.commands import Act

        self.send(Act, actor=actor, action=action, cost=cost, label=label)

    def action_act(self) -> None:
        actor = self.acting_actor()
        if actor is None:
            return
        costs = self.data.costs
        choices = [
            (name, f"{costs.labels.get(name, name)} ({cost})")
            for name, cost in costs.actions.items()
        ]
        typed = (TYPED, _("another action: type its cost"))  # item 0: keeps 2 a one-key pick

        def chosen(action: str | None) -> None:
            if action == TYPED:
                self.ask_typed_cost(actor)
            elif action is not None:
                self.act(actor, action=action)

        title = _("{name} acts: which action?").format(name=self.actor_name(actor))
        note = quick_keys_note([costs.labels.get(name, name) for name in costs.actions])
        self.app.push_screen(ChoiceScreen(title, choices, other=typed, note=note), chosen)

    def action_again(self) -> None:
        """The head does again what it did last this Sequence: the commonest turn, a
        fighter striking or shooting again, in one key instead of a pick."""
        from tui.presenters.zebra import last_action

        actor = self.acting_actor()
        if actor is None:
            return
        last = last_action(self.data, actor)
        if last is None:
            self.notify(
                _("{name} has not acted this Sequence: a picks the action.").format(
                    name=self.actor_name(actor)
                ),
                severity="warning",
            )
        elif last.tagged("custom"):
            self.act(actor, cost=last.detail.cost, label=last.action)
        else:
            self.act(actor, action=last.action, label=last.detail.label or "")

    def action_quick(self, index: int) -> None:
        """1, 2, 3: the head takes the cost table's first, second or third action at once,
        the fighter's commonest turns (strike, shoot, aim in the house table, Z4)."""
        actor = self.acting_actor()
        if actor is None:
            return
        names = list(self.data.costs.actions)
        if index >= len(names):
            self.notify(
                ngettext(
                    "The cost table has only {count} action: a picks it.",
                    "The cost table has only {count} actions: a picks one.",
                    len(names),
                ).format(count=len(names)),
                severity="warning",
            )
            return
        self.act(actor, action=names[index])

    def action_act_cost(self) -> None:
        actor = self.acting_actor()
        if actor is not None:
            self.ask_typed_cost(actor)

    def ask_typed_cost(self, actor: str) -> None:
        fields = [
            FormField("cost", _("Cost in Initiative points"), "int", minimum=1, maximum=99),
            FormField("label", _("What the action is"), "text", optional=True),
        ]

        def typed(values: FormValues | None) -> None:
            if values is not None:
                self.act(actor, cost=integer(values, "cost"), label=text(values, "label"))

        title = _("{name} acts: an action not in the table").format(name=self.actor_name(actor))
        self.ask(FormScreen(title, fields), typed)

    def others(self, actor: str) -> list[tuple[str, str]]:
        return [
            (other, numbers.name)
            for other, numbers in self.data.actors.items()
            if other != actor and not numbers.out_of_fight
        ]

    def action_engage(self) -> None:
        from rules.systems.zebra.commands import Engage

        actor = self.require_selection()
        if actor is None or self.refused(Engage, actor):
            return

        def chosen(target: str | None) -> None:
            if target is not None:
                self.send(Engage, actor=actor, target=target)

        title = _("{name} engages…").format(name=self.actor_name(actor))
        self.app.push_screen(ChoiceScreen(title, self.others(actor)), chosen)

    def action_disengage(self) -> None:
        actor = self.require_selection()
        if actor is None:
            return
        numbers = self.data.actors[actor]
        linked = [*numbers.engages, *numbers.engaged_by]
        if not linked:
            self.notify(_("{name} is engaged with nobody.").format(name=self.actor_name(actor)))
            return

        def chosen(target: str | None) -> None:
            if target is not None:
                from rules.systems.zebra.commands import Disengage

                self.send(Disengage, actor=actor, target=target)

        title = _("{name} disengages from…").format(name=self.actor_name(actor))
        choices = [(other, self.actor_name(other)) for other in dict.fromkeys(linked)]
        self.app.push_screen(ChoiceScreen(title, choices), chosen)

    def action_position(self) -> None:
        actor = self.require_selection()
        if actor is None:
            return
        choices = [*POSITIONS.items(), ("", _("derived from the engagements again"))]

        def chosen(position: str | None) -> None:
            if position is not None:
                from rules.systems.zebra.commands import SetPosition
                from rules.systems.zebra.model import Position

                # One of POSITIONS, or blank; the model checks it all the same.
                chosen_position = cast(Position, position) if position else None
                self.send(SetPosition, actor=actor, position=chosen_position)

        title = _("{name}'s position (GM override)").format(name=self.actor_name(actor))
        self.app.push_screen(ChoiceScreen(title, choices), chosen)

    def action_join(self) -> None:
        waiting = self.data.to_join
        if not waiting:
            self.notify(_("Nobody is waiting to join the Sequence."), severity="warning")
            return
        selected = self.selected_actor
        actor = selected if selected is not None and selected in waiting else waiting[0]
        from rules.systems.zebra.commands import Join

        if self.refused(Join, actor):
            return
        field = FormField(
            "die",
            _("{name}: d20").format(name=self.actor_name(actor)),
            "die",
            minimum=1,
            maximum=20,
        )

        def rolled(values: FormValues | None) -> None:
            if values is not None:
                self.send(Join, actor=actor, die=optional_integer(values, "die"))

        self.ask(FormScreen(_("Joining mid-Sequence"), [field]), rolled)

    def action_weapon(self) -> None:
        actor = self.require_selection()
        if actor is None:
            return
        weapons = self.data.actors[actor].weapons
        if not weapons:
            self.notify(_("{name} carries no list of weapons.").format(name=self.actor_name(actor)))
            return

        def chosen(weapon: str | None) -> None:
            if weapon is not None:
                from rules.systems.zebra.commands import ChooseWeapon

                self.send(ChooseWeapon, actor=actor, weapon=weapon)

        choices = [(name, f"{name} ({skill})") for name, skill in weapons.items()]
        self.app.push_screen(ChoiceScreen(_("Weapon in hand"), choices), chosen)
