"""Conditions (G6) and notes from the board: ``C`` gives one, ``K`` takes one off, ``N``
writes the GM's note; each on the selected combatant, in every system."""

from i18n import _
from tui.screens.combatant_actions import CombatantActions
from tui.screens.form_fields import FormField, FormValues
from tui.screens.form_values import optional_integer, text
from tui.shown import printable

# The rules' models (pydantic) are imported where a form needs them, not with the
# screen: a resumed board paints before the encounter's journal is replayed.
# The dialogs too, when one opens: a resumed board's first frame needs none of them.


class ConditionActions(CombatantActions):
    """The actions on the selected combatant's conditions and note."""

    def condition_fields(self, name: str) -> list[FormField]:
        """The form of a condition: its name, duration, when it ends, who sees it."""
        from rules.commands import DURATION_MAX
        from rules.systems import unit_words

        system = self.system_name()
        units, unit = unit_words(system, 2), unit_words(system, 1)
        return [
            FormField("name", _("Condition"), "text", name),
            FormField(
                "duration",
                _("Lasts how many {units}").format(units=units),
                "int",
                minimum=1,
                maximum=DURATION_MAX,
                optional=True,
                placeholder=_("blank: until removed"),
            ),
            FormField(
                "ends",
                _("Ends at the"),
                "choice",
                "end",
                choices=(
                    ("end", _("end of its last {unit}").format(unit=unit)),
                    ("start", _("start of its last {unit}").format(unit=unit)),
                ),
            ),
            FormField(
                "public",
                _("Who sees it"),
                "choice",
                "gm",
                choices=(("gm", _("GM only")), ("public", _("players too"))),
            ),
        ]

    def action_add_condition(self) -> None:
        from rules.systems import condition_names
        from tui.screens.choice import ChoiceScreen

        actor = self.require_selection()
        if actor is None:
            return
        names = condition_names(self.system_name())
        if not names:  # a system without names of its own (zebra): the GM's words
            self.ask_condition(actor, "")
            return

        def picked(name: str | None) -> None:
            if name is not None:
                self.ask_condition(actor, name)

        title = _("Condition for {name}").format(name=self.actor_name(actor))
        other = ("", _("another: type its name"))
        # The game's names in the GM's language: what is picked is what the board then shows.
        shown = [(_(name), _(name)) for name in names]
        self.app.push_screen(ChoiceScreen(title, shown, other=other), picked)

    def ask_condition(self, actor: str, name: str) -> None:
        from tui.screens.form import FormScreen

        def answered(values: FormValues | None) -> None:
            from rules.commands import AddCondition

            if values is None:
                return
            self.send(
                AddCondition,
                actor=actor,
                name=text(values, "name"),
                duration=optional_integer(values, "duration"),
                ends="start" if text(values, "ends") == "start" else "end",
                public=text(values, "public") == "public",
            )

        title = _("A condition on {name}").format(name=self.actor_name(actor))
        # A name picked from the list is answered: the GM types the duration next, and
        # a "2" typed into the name, its text selected, would have replaced it.
        fields = self.condition_fields(name)
        form = FormScreen(title, fields, focus_first="duration" if name else None)
        self.ask(form, answered)

    def action_remove_condition(self) -> None:
        from tui.screens.choice import ChoiceScreen

        actor = self.require_selection()
        if actor is None:
            return
        carried = self.state.conditions.get(actor, [])
        if not carried:
            self.notify(
                _("{name} has no condition.").format(name=self.actor_name(actor)),
                severity="warning",
            )
            return

        def picked(name: str | None) -> None:
            from rules.commands import RemoveCondition

            if name:
                self.send(RemoveCondition, actor=actor, name=name)

        title = _("Take off {name}…").format(name=self.actor_name(actor))
        choices = [(c.name, printable(c.name)) for c in carried]
        self.app.push_screen(ChoiceScreen(title, choices), picked)

    def action_note(self) -> None:
        from tui.screens.form import FormScreen

        actor = self.require_selection()
        if actor is None:
            return
        current = self.state.notes.get(actor, "")

        def answered(values: FormValues | None) -> None:
            from rules.commands import SetNote

            if values is not None:
                self.send(SetNote, actor=actor, text=text(values, "text"))

        field = FormField(
            "text",
            _("Note (blank clears it)"),
            "text",
            current,
            optional=True,
            placeholder=_("only the GM reads it"),
        )
        title = _("The GM's note on {name}").format(name=self.actor_name(actor))
        self.ask(FormScreen(title, [field]), answered)
