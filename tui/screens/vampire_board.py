"""The vampire board: roll, declare slowest first, resolve, delays, aborts, wounds."""

from typing import ClassVar, cast

from textual.binding import BindingType

from i18n import _
from rules.systems.vampire.views import VampireView
from tui.commands import UiCommand, bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.commands.vampire import VAMPIRE_COMMANDS
from tui.labels import health_levels
from tui.presenters.groups import rollers
from tui.screens.board import BoardScreen
from tui.screens.form_fields import FormField, FormValues
from tui.screens.form_values import flag, optional_integer, prefixed_integers, text

# The dialogs are imported when one opens: a resumed board's first frame needs none.

DEFENSES = [("dodge", _("Dodge")), ("block", _("Block")), ("parry", _("Parry"))]


class VampireBoard(BoardScreen[VampireView]):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = VAMPIRE_COMMANDS + BOARD_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)
    # After n the cursor goes on to who acts now: the next w or b is most likely theirs.
    ACTED_GOES_ON = True

    def action_roll(self) -> None:
        # The form is built from the drawn view: make it the replayed encounter's first
        # (a damaged journal goes home now, not after the GM has typed the dice).
        from rules.systems.vampire.commands import Roll
        from tui.screens.form import FormScreen

        if self.refused(Roll):
            return
        latecomers = self.data.phase != "between"
        # During an open turn, only those who have no initiative yet roll (latecomers).
        actors = [
            (actor_id, actor)
            for actor_id, actor in self.data.actors.items()
            if actor.can_act and not (latecomers and actor.rolled)
        ]
        if not actors:  # latecomers only: with no turn open, the rules said who can act
            message = _("The turn is open and everyone has initiative: e ends the turn.")
            self.notify(message, severity="warning")
            return
        asked = rollers(self.data, actors)  # one die for a roll-once group (G7)
        fields = [
            FormField(f"die.{a}", _("{name}: d10").format(name=n), "die", minimum=1, maximum=10)
            for a, n in asked
        ]
        fields += [
            FormField(
                f"cel.{a}",
                _("{name}: Celerity dots for extra actions").format(name=n),
                "int",
                default=0,
                minimum=0,
                maximum=self.data.actors[a].celerity,
            )
            for a, n in asked
            if self.data.actors[a].celerity
        ]

        def rolled(values: FormValues | None) -> None:
            if values is None:
                return
            self.send(
                Roll,
                dice=prefixed_integers(values, "die."),
                celerity=prefixed_integers(values, "cel."),
                actors=[a for a, _n in actors] if latecomers else None,
            )

        title = _("Initiative for latecomers") if latecomers else _("Initiative: a new turn")
        self.ask(FormScreen(title, fields), rolled)

    def declare(self, actor: str, delay: bool) -> None:
        """``actor`` declares (V3), or declares again: the form then holds what it said."""
        from tui.screens.form import FormScreen

        numbers = self.data.actors[actor]
        fields = [
            FormField(
                "action",
                _("Action"),
                "text",
                default=numbers.declared or None,
                optional=True,
                placeholder=_("e.g. shoot Bob, Potence"),
            ),
            FormField(
                "delay",
                _("Delay: act later, when chosen"),
                "bool",
                default=delay or bool(numbers.delay),
            ),
            FormField(
                "extra",
                _("Extra actions (multiple actions)"),
                "int",
                default=0,
                minimum=0,
                maximum=10,
            ),
            FormField("willpower", _("Spend a Willpower point"), "bool"),
        ]

        def declared(values: FormValues | None) -> None:
            if values is not None:
                from rules.systems.vampire.commands import Declare

                self.send(
                    Declare,
                    actor=actor,
                    action=text(values, "action"),
                    delay=flag(values, "delay"),
                    extra=optional_integer(values, "extra") or 0,
                    willpower=flag(values, "willpower"),
                )

        title = _("{name} declares again") if numbers.declared is not None else _("{name} declares")
        self.ask(FormScreen(title.format(name=numbers.name), fields), declared)

    def declarer(self) -> str | None:
        """Who ``d`` is for: the selected actor if it has declared (declaring again, V3)
        or declares next; else the next declarer, slowest first. None: refused, said."""
        from rules.systems.vampire.commands import Declare

        upcoming = self.data.declare_next
        selected = self.selected_actor
        numbers = self.data.actors.get(selected) if selected is not None else None
        if selected is not None and (
            selected in upcoming or (numbers is not None and numbers.declared is not None)
        ):
            actor: str | None = selected
        else:
            actor = upcoming[0] if upcoming else selected
        if self.refused(Declare, actor):
            return None
        if actor is None:
            self.notify(_("Nobody has to declare now."), severity="warning")
        return actor

    def still_to_declare(self) -> set[str]:
        return {
            actor_id
            for actor_id, actor in self.data.actors.items()
            if actor.rolled and actor.can_act and actor.declared is None
        }

    def declares_next(self) -> str | None:
        upcoming = self.data.declare_next
        if upcoming:
            return upcoming[0]
        head = self.data.head()  # declarations done: the cursor goes to who acts first
        return head[0].actor if head else None

    def action_declare(self) -> None:
        actor = self.declarer()
        if actor is not None:
            self.declare(actor, delay=False)

    def action_delay(self) -> None:
        actor = self.declarer()
        if actor is not None:
            self.declare(actor, delay=True)

    def action_resolve(self) -> None:
        from rules.systems.vampire.commands import Resolve

        self.send(Resolve)

    def action_act(self) -> None:
        from rules.systems.vampire.commands import Act
        from tui.screens.choice import ChoiceScreen

        if self.refused(Act):
            return
        # Those whose rank has passed, and those delaying in the slot that acts now (V4).
        delayed = [entry.actor for entry in self.data.delayed]
        delayed += [entry.actor for entry in self.data.head() if entry.tagged("delayed")]
        if len(delayed) == 1:
            self.send(Act, actor=delayed[0])
            return
        choices = [(a, self.actor_name(a)) for a in delayed]
        choices.append(("*", _("all of them at the same moment (higher rating first)")))

        def chosen(actor: str | None) -> None:
            if actor == "*":
                self.send(Act, actor=delayed)
            elif actor:
                self.send(Act, actor=actor)

        self.app.push_screen(ChoiceScreen(_("Who acts now?"), choices), chosen)

    def action_abort(self) -> None:
        from rules.systems.vampire.commands import Abort
        from tui.screens.choice import ChoiceScreen

        actor = self.require_selection()
        if actor is None or self.refused(Abort, actor):
            return
        from rules.systems.vampire.model import Defense
        from rules.systems.vampire.reading import options_of

        cost = options_of(self.state).abort_cost

        def defended(choice: str | None) -> None:
            if choice is None:
                return
            defense = cast(Defense, choice)  # one of DEFENSES; the model checks it all the same
            if cost != "willpower_roll":
                self.send(Abort, actor=actor, defense=defense)
                return
            outcomes = [
                ("yes", _("The Willpower roll succeeded")),
                ("no", _("The Willpower roll failed")),
                ("spend", _("Spend a Willpower point instead")),
            ]

            def rolled(outcome: str | None) -> None:
                if outcome == "spend":
                    self.send(Abort, actor=actor, defense=defense, spend_willpower=True)
                elif outcome is not None:
                    self.send(Abort, actor=actor, defense=defense, success=outcome == "yes")

            self.app.push_screen(ChoiceScreen(_("Willpower roll"), outcomes), rolled)

        title = _("{name} aborts to…").format(name=self.actor_name(actor))
        self.app.push_screen(ChoiceScreen(title, DEFENSES), defended)

    def action_wound(self) -> None:
        from tui.screens.choice import ChoiceScreen

        actor = self.require_selection()
        if actor is None:
            return

        def chosen(level: str | None) -> None:
            if level is not None:
                from rules.systems.vampire.commands import Wound
                from rules.systems.vampire.model import HealthLevel

                # One of HEALTH's levels; the model checks it all the same.
                self.send(Wound, actor=actor, level=cast(HealthLevel, level))

        title = _("{name}'s health level").format(name=self.actor_name(actor))
        self.app.push_screen(ChoiceScreen(title, health_levels()), chosen)

    def action_end_turn(self) -> None:
        from rules.systems.vampire.commands import EndTurn
        from rules.systems.vampire.reading import all_entries
        from tui.screens.end_turn import confirm_end_turn

        lost = all_entries(self.state)
        if self.data.phase == "between" or not lost:
            self.send(EndTurn)
            return
        confirm_end_turn(self, lost, lambda: self.send(EndTurn))
