"""Adding, removing, hiding and saving combatants: shared by the setup screen and the board."""

import re
from typing import cast

from i18n import _, ngettext
from tui.screens.bridged import BridgedScreen
from tui.screens.form_fields import FormField, FormValues
from tui.screens.form_values import flag, integer, text
from tui.shown import printable

# The rules' models (pydantic) are imported where a form needs them, not with the
# screen: a resumed board paints before the encounter's journal is replayed.
# The dialogs too, when one opens: a resumed board's first frame needs none of them.

STAT = "stat."


def slug(name: str, taken: set[str]) -> str:
    """An id made from a name: lower-case letters and digits, unique in the encounter."""
    base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:30] or "c"
    if not base[0].isalnum():
        base = "c" + base
    candidate, number = base, 2
    while candidate in taken:
        candidate = f"{base}-{number}"
        number += 1
    return candidate


class CombatantActions(BridgedScreen):
    """Actions on the combatants of the bridged encounter, aimed at ``selected_actor``."""

    @property
    def selected_actor(self) -> str | None:
        raise NotImplementedError

    def system_name(self) -> str | None:
        return self.state.system

    def selected_name(self) -> str | None:
        actor = self.selected_actor
        combatant = self.state.combatants.get(actor or "")
        return printable(combatant.name) if combatant else None

    def require_selection(self) -> str | None:
        actor = self.selected_actor
        if actor is None or actor not in self.state.combatants:
            self.notify(_("Select a combatant first (↑↓)."), severity="warning")
            return None
        return actor

    def combatant_fields(self) -> list[FormField]:
        """The fields of a new combatant (a refused form stays open with what was typed)."""
        from rules.systems import get_system
        from tui.screens.model_form import model_fields

        system = self.system_name()
        assert system is not None
        return [
            FormField("name", _("Name"), "text"),
            FormField(
                "side",
                _("Side"),
                "choice",
                "npc",
                choices=(("pc", _("PC (a player's)")), ("npc", _("NPC (the GM's)"))),
            ),
            FormField("hidden", _("Hidden from the players"), "bool", False),
            *model_fields(get_system(system).stats_model, STAT),
        ]

    def group_fields(self) -> list[FormField]:
        """G7: how many to add at once ("Thug ×4": Thug 1 … Thug 4), and the shared roll."""
        from rules.combatant import GROUP_MAX

        return [
            FormField(
                "count",
                _("How many (more than 1: a group)"),
                "int",
                1,
                minimum=1,
                maximum=GROUP_MAX,
            ),
            FormField("roll_once", _("Roll once for the group"), "bool", False),
        ]

    def action_add(self) -> None:
        from tui.screens.form import FormScreen

        if self.system_name() is None:
            return
        stats_fields = self.combatant_fields()
        fields = [*stats_fields, *self.group_fields()]

        def added(values: FormValues | None) -> None:
            from rules.combatant import Side
            from rules.commands import AddCombatant
            from tui.screens.model_form import values_for, weapon_in_hand

            if values is None:
                return
            name = text(values, "name")
            count = integer(values, "count")
            self.send(
                AddCombatant,
                id=self.free_id(name, count),
                name=name,
                side=cast(Side, text(values, "side")),  # one of the field's choices
                hidden=flag(values, "hidden"),
                stats=weapon_in_hand(values_for(stats_fields, values, STAT)),
                count=count,
                roll_once=flag(values, "roll_once"),
            )

        self.ask(FormScreen(_("Add a combatant"), fields), added)

    def free_id(self, name: str, count: int) -> str:
        """An id made from ``name``, free for one combatant or for a group and its members."""
        from rules.groups import member_id

        state = self.state
        taken = set(state.combatants) | set(state.groups)
        candidate = slug(name, taken)
        while count > 1 and any(
            member_id(candidate, n) in state.combatants for n in range(1, count + 1)
        ):
            taken.add(candidate)
            candidate = slug(name, taken)
        return candidate

    def action_duplicate(self) -> None:
        """G7: one more like the selected combatant: same stats, the next free name."""
        actor = self.require_selection()
        if actor is None:
            return
        from rules.commands import AddCombatant
        from rules.groups import duplicate_of

        copy = duplicate_of(self.state, actor)
        self.send(
            AddCombatant,
            id=copy.id,
            name=copy.name,
            side=copy.side,
            hidden=copy.hidden,
            stats=copy.stats,
        )

    def action_add_from_roster(self) -> None:
        from tui.screens.choice import ChoiceScreen

        system = self.system_name()
        if system is None:
            return
        store = self.bridge.store
        if store is None:
            return
        characters, unreadable = store.read_roster(system)
        if unreadable:
            # One warning for all the rows the store holds damaged; the others stay usable.
            self.notify(
                ngettext(
                    "{count} roster entry cannot be read and is left out: {first}",
                    "{count} roster entries cannot be read and are left out: {first}",
                    len(unreadable),
                ).format(count=len(unreadable), first=unreadable[0]),
                severity="warning",
                timeout=10,
            )
        if not characters:
            self.notify(
                _("The roster has no {system} character yet: S saves one.").format(system=system)
            )
            return

        def chosen(character_id: str | None) -> None:
            character = next((c for c in characters if c.id == character_id), None)
            if character is None:
                return
            from rules.commands import AddCombatant

            taken = set(self.state.combatants)
            self.send(
                AddCombatant,
                id=character.id if character.id not in taken else slug(character.name, taken),
                name=character.name,
                side=character.side,
                stats=character.stats,
            )

        self.app.push_screen(
            ChoiceScreen(_("Add from the roster"), [(c.id, c.name) for c in characters]), chosen
        )

    def action_save_to_roster(self) -> None:
        from rules.roster import RosterCharacter

        actor = self.require_selection()
        store = self.bridge.store
        system = self.system_name()
        if actor is None or store is None or system is None:
            return
        combatant = self.state.combatants[actor]
        store.save_character(
            RosterCharacter(
                system=system,
                id=combatant.id,
                name=combatant.name,
                side=combatant.side,
                stats=combatant.stats,
            )
        )
        self.notify(_("{name} is in the roster.").format(name=combatant.name))

    def action_remove(self) -> None:
        from tui.screens.choice import ConfirmScreen

        actor = self.require_selection()
        if actor is None:
            return
        name = self.selected_name()

        def confirmed(yes: bool | None) -> None:
            if yes:
                from rules.commands import RemoveCombatant

                self.send(RemoveCombatant, id=actor)

        self.app.push_screen(
            ConfirmScreen(_("Remove {name} from the encounter?").format(name=name)), confirmed
        )

    def action_toggle_hidden(self) -> None:
        actor = self.require_selection()
        if actor is not None:
            from rules.commands import SetHidden

            hidden = self.state.combatants[actor].hidden
            self.send(SetHidden, actor=actor, hidden=not hidden)

    def action_toggle_out(self) -> None:
        actor = self.require_selection()
        if actor is not None:
            from rules.commands import MarkOut

            out = self.state.combatants[actor].out
            self.send(MarkOut, actor=actor, out=not out)
