"""The ambush (W9): who lies in wait, the accomplices, the targets, one opposition each.

Opening the screen walks the picks one after the other (Space ticks, Enter
confirms); cancelling one leaves the plan on screen, where a, c and t redo a
pick and Enter rolls. The whole ambush goes to the rules as ONE command; the
screen then shows what the rules made of it, read from the state's surprise.
"""

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.reactive import reactive

from i18n import _
from rules.systems.western.views import WesternView
from rules.view import state_view
from tui.bridge import EncounterBridge
from tui.commands import UiCommand, bindings_of
from tui.commands.ambush import AMBUSH_COMMANDS
from tui.presenters.ambush import (
    SKILLS,
    AmbushPlan,
    AmbushView,
    ambush_pool,
    build_ambush_view,
    leader,
)
from tui.presenters.board import display_name
from tui.screens.board import NOTHING_YET
from tui.screens.choice import ChoiceScreen
from tui.screens.form import FormField, FormScreen, FormValues
from tui.screens.form_values import flag, integers, optional_integer, text
from tui.screens.pick import PickScreen
from tui.screens.procedure import ProcedureScreen
from tui.shown import printable, shown_state
from tui.widgets.ambush_panel import AmbushPanel
from tui.widgets.footer import WholeFooter
from tui.widgets.status_bar import StatusBar

if TYPE_CHECKING:
    from rules.systems.western.commands import Ambush

Then = Callable[[], None]


def opposition_fields(view: WesternView, plan: AmbushPlan, pool: int) -> list[FormField]:
    """The ambush's roll once for all, then per target: its skill, both rolls, Sonné."""
    fields = [
        FormField(
            "successes",
            _("Ambush successes, all targets ({pool} dice; blank: rolled)").format(pool=pool),
            "int",
            optional=True,
            minimum=0,
            maximum=30,
        )
    ]
    for place, target in enumerate(plan.targets):
        numbers = view.actors[target]
        name = numbers.name
        choices = tuple((key, f"{label} {numbers.skill_value(key)}") for key, label in SKILLS)
        fields += [
            FormField(
                f"skill.{target}",
                _("{name} opposes with").format(name=name),
                "choice",
                plan.skill(target),
                choices=choices,
            ),
            FormField(
                f"own.{target}",
                _("{name}'s successes (blank: rolled)").format(name=name),
                "int",
                optional=True,
                minimum=0,
                maximum=30,
                feeds=f"targets.{place}.successes",
            ),
            FormField(
                f"against.{target}",
                _("The ambush's successes against {name} (blank: as above)").format(name=name),
                "int",
                optional=True,
                minimum=0,
                maximum=30,
                feeds=f"targets.{place}.ambush_successes",
            ),
            FormField(
                f"sonne.{target}", _("{name} is Sonné if surprised").format(name=name), "bool"
            ),
        ]
    for actor in plan.party:
        fields.append(
            FormField(
                f"init.{actor}",
                _("{name}'s free initiative d6 if it works (blank: rolled)").format(
                    name=view.actors[actor].name
                ),
                "ints",
                optional=True,
                minimum=1,
                maximum=6,
                feeds=f"initiative.{actor}",
            )
        )
    return fields


def ambush_command(plan: AmbushPlan, values: FormValues) -> "Ambush":
    """The form's values as one ``ambush`` command; blanks are left for the rules to roll.

    Raises pydantic's ValidationError if the model refuses them: send it through the
    bridge (``send(ambush_command, plan, values)``), which turns that into a refusal.
    """
    from rules.systems.western.commands import Ambush, AmbushTarget
    from rules.systems.western.model import OpposingSkill

    targets = [
        AmbushTarget(
            actor=target,
            # One of the field's choices; the model checks it all the same.
            skill=cast(OpposingSkill, text(values, f"skill.{target}")),
            sonne=flag(values, f"sonne.{target}"),
            successes=optional_integer(values, f"own.{target}"),
            ambush_successes=optional_integer(values, f"against.{target}"),
        )
        for target in plan.targets
    ]
    initiative = {
        actor: integers(values, f"init.{actor}")
        for actor in plan.party
        if values.get(f"init.{actor}")
    }
    return Ambush(
        ambushers=list(plan.ambushers),
        accomplices=list(plan.accomplices),
        targets=targets,
        successes=optional_integer(values, "successes"),
        initiative=initiative,
    )


class AmbushScreen(ProcedureScreen):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = AMBUSH_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)
    HELP_TITLE = _("Keys of the ambush")

    view: reactive[AmbushView | None] = reactive(None, always_update=True)

    def __init__(self, bridge: EncounterBridge) -> None:
        super().__init__()
        self.bridge = bridge
        self.plan = AmbushPlan()
        self.data = WesternView(NOTHING_YET)
        #: The last form's values, to reopen it as it was after a refusal.
        self.last_values: FormValues = {}
        #: The ambush was sent; it shows as sprung while the state holds its results
        #: (an undo takes it back to the plan, a redo brings the results back).
        self.sprung = False

    def compose(self) -> ComposeResult:
        yield StatusBar().data_bind(
            AmbushScreen.view, AmbushScreen.undo_depth, AmbushScreen.redo_depth
        )
        yield AmbushPanel().data_bind(AmbushScreen.view)
        yield WholeFooter(compact=True)

    def on_mount(self) -> None:
        self.attach()
        # Next in this screen's queue, not after a refresh: the keys typed with A wait
        # for this pick (tui.typeahead passes the screens a key opened), and go to it.
        self.call_later(self.action_pick_ambushers, True)

    def redraw(self) -> None:
        self.data = WesternView(shown_state(state_view(self.state)))
        self.count_history()
        surprise = self.data.surprise
        faced = {result.actor for result in surprise.results} if surprise else set()
        sent = self.sprung and bool(self.plan.targets) and set(self.plan.targets) <= faced
        self.plan = replace(self.plan, sent=sent)
        self.draw()

    def draw(self) -> None:
        name = printable(self.state.name) or _("Encounter")
        self.view = build_ambush_view(self.data, name, self.plan)

    def change_plan(self, **changes: Any) -> None:
        self.plan = replace(self.plan, **changes)
        self.draw()

    # -- the picks, each leading to the next ------------------------------------------------
    def fighters(self, besides: tuple[str, ...], stats: tuple[str, ...]) -> list[tuple[str, str]]:
        """Everyone in the fight but ``besides``, with the numbers that matter for the pick."""
        choices = []
        for actor, numbers in self.data.actors.items():
            if actor in besides or numbers.out_of_fight:
                continue
            figures = " · ".join(
                f"{dict(SKILLS).get(s, 'Discrétion')} {numbers.skill_value(s)}" for s in stats
            )
            choices.append((actor, f"{display_name(numbers)} — {figures}"))
        return choices

    def pick(
        self,
        title: str,
        choices: list[tuple[str, str]],
        chosen: tuple[str, ...],
        then: Any,
        note: str = "",
    ) -> None:
        if self.plan.sent:
            self.notify(_("This ambush is sprung: b goes back to the board."), severity="warning")
            return
        self.app.push_screen(PickScreen(title, choices, selected=chosen, note=note), then)

    def action_pick_ambushers(self, chain: bool = False) -> None:
        def picked(actors: list[str] | None) -> None:
            if actors is not None:
                plan = replace(self.plan, ambushers=tuple(actors))
                lead = leader(self.data, plan)
                # An accomplice lies in wait with the leader (W9): one no longer lying in
                # wait, or now leading, is none.
                kept = tuple(a for a in plan.accomplices if a in actors and a != lead)
                targets = tuple(a for a in plan.targets if a not in actors)
                self.change_plan(ambushers=tuple(actors), accomplices=kept, targets=targets)
                if chain and actors:
                    self.action_pick_accomplices(chain)

        choices = self.fighters((), ("discretion",))
        self.pick(
            _("Who lies in wait? Only the best Discrétion rolls"),
            choices,
            self.plan.ambushers,
            picked,
            # What the role gives, on screen (W9): c, next, says what an accomplice adds.
            note=_("Each one lying in wait gets the free d6 if the surprise works."),
        )

    def action_pick_accomplices(self, chain: bool = False) -> None:
        """W9's "+1 die per useful accomplice": the accomplices are those lying in wait
        with the best of them, so only they are offered (never a target)."""

        def picked(actors: list[str] | None) -> None:
            if actors is not None:
                self.change_plan(accomplices=tuple(actors))
                if chain:
                    self.action_pick_targets(chain)

        lead = leader(self.data, self.plan)
        helpers = [a for a in self.plan.ambushers if a != lead]
        if lead is None or not helpers:
            if chain:  # one lies in wait: nobody can help, on to the targets
                self.action_pick_targets(chain)
            else:
                self.notify(
                    _("Accomplices are those lying in wait with the best: a ticks them."),
                    severity="warning",
                )
            return
        choices = [c for c in self.fighters((), ("discretion",)) if c[0] in helpers]
        title = _("Useful accomplices, +1 die each (none: Enter)")
        note = _("Among those lying in wait with {name}, who rolls.").format(
            name=self.actor_name(lead)
        )
        self.pick(title, choices, self.plan.accomplices, picked, note=note)

    def action_pick_targets(self, chain: bool = False) -> None:
        def picked(actors: list[str] | None) -> None:
            if actors is not None:
                self.change_plan(targets=tuple(actors))
                if chain and actors:
                    self.action_roll()

        choices = self.fighters(self.plan.party, tuple(key for key, _label in SKILLS))
        self.pick(_("Who is targeted?"), choices, self.plan.targets, picked)

    # -- springing it -------------------------------------------------------------------
    def action_roll(self) -> None:
        if self.plan.sent:
            self.notify(_("This ambush is sprung: b goes back to the board."), severity="warning")
            return
        if not self.plan.ambushers or not self.plan.targets:
            self.notify(
                _("Pick who lies in wait (a) and the targets (t) first."), severity="warning"
            )
            return
        from rules.systems.western.commands import Ambush

        if self.refused(Ambush):
            return
        fields = opposition_fields(self.data, self.plan, ambush_pool(self.data, self.plan))
        fields = [replace(f, default=self.last_values.get(f.name, f.default)) for f in fields]

        def answered(values: FormValues | None) -> None:
            if values is None:
                return
            self.last_values = values
            skills = tuple((t, str(values[f"skill.{t}"])) for t in self.plan.targets)
            self.plan = replace(self.plan, skills=skills)
            self.sprung = True
            self.sprung = self.bridge.send(ambush_command, self.plan, values) is None

        title = _("The opposition: roll or type the successes")
        self.ask(FormScreen(title, fields), answered)

    def action_sonne(self) -> None:
        if not self.plan.sent:
            self.notify(_("Sonné comes after the ambush: Enter springs it."), severity="warning")
            return
        targets = [(t, self.actor_name(t)) for t in self.plan.targets if t in self.data.actors]

        def chosen(actor: str | None) -> None:
            if actor is not None:
                from rules.systems.western.commands import Snag

                self.send(Snag, actor=actor, sonne=not self.data.actors[actor].sonne)

        if len(targets) == 1:
            chosen(targets[0][0])
            return
        self.app.push_screen(ChoiceScreen(_("Sonné: give or clear"), targets), chosen)
