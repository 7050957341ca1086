"""The western board: draw, declare splits, sacrifices, Panache, reveal, hold, resolve."""

from typing import Any, ClassVar

from textual.binding import BindingType

from rules.i18n import _
from tui.commands import UiCommand, bindings_of
from tui.commands.board import BOARD_COMMANDS
from tui.commands.western import WESTERN_COMMANDS
from tui.screens.board import BoardScreen
from tui.screens.choice import ConfirmScreen
from tui.screens.form import FormField, FormScreen, FormValues


class WesternBoard(BoardScreen):
    COMMANDS_DECLARED: ClassVar[tuple[UiCommand, ...]] = WESTERN_COMMANDS + BOARD_COMMANDS
    BINDINGS: ClassVar[list[BindingType]] = bindings_of(COMMANDS_DECLARED)

    def ask(self, title: str, fields: list[FormField], send: Any) -> None:
        """A form whose values, once valid, become one command."""

        def answered(values: FormValues | None) -> None:
            if values is not None:
                self.send(send(values))

        self.app.push_screen(FormScreen(title, fields), answered)

    def selected_entry(self) -> tuple[str, int] | None:
        """The selected row's actor and action index, if it is a pending action."""
        actor = self.require_selection()
        if actor is None:
            return None
        order_list = self.query_one("#order")
        key = getattr(order_list, "selected_key", None) or ""
        for slot in self.data["order"]:
            for entry in slot:
                if entry["key"] == key:
                    return actor, int(entry.get("detail", {}).get("index", 0))
        own = [e for slot in self.data["order"] for e in slot if e["actor"] == actor]
        if own:
            return actor, int(own[0].get("detail", {}).get("index", 0))
        self.notify(
            _("{name} has no action waiting.").format(name=self.actor_name(actor)),
            severity="warning",
        )
        return None

    def action_draw(self) -> None:
        self.send({"cmd": "draw"})

    def action_declare(self) -> None:
        undeclared: list[str] = self.data.get("undeclared", [])
        selected = self.selected_actor
        actor = selected if selected in undeclared else (undeclared[0] if undeclared else selected)
        if actor is None:
            self.notify(_("Nobody has to declare now."), severity="warning")
            return
        numbers = self.data["actors"][actor]
        fields = [
            FormField(
                "actions",
                _("Dice per action, Tension included (pool {pool})").format(
                    pool=numbers.get("pool")
                ),
                "ints",
                default=[numbers.get("pool", 1)],
                minimum=0,
            ),
            FormField(
                "tension",
                _("Tension dice in each action (blank: the first ones)"),
                "ints",
                optional=True,
                minimum=0,
            ),
            FormField(
                "labels", _("What each action is, separated by commas"), "text", optional=True
            ),
            FormField("ambiguous", _("The target is ambiguous (W8)"), "bool"),
            FormField("override", _("GM override: the split need not match the pool"), "bool"),
        ]

        def command(values: FormValues) -> dict[str, Any]:
            result: dict[str, Any] = {
                "cmd": "declare",
                "actor": actor,
                "actions": values["actions"],
            }
            if values["tension"]:
                result["tension"] = values["tension"]
            if values["labels"]:
                result["labels"] = [part.strip() for part in str(values["labels"]).split(",")]
            if values["ambiguous"]:
                result["ambiguous"] = True
            if values["override"]:
                result["override"] = True
            return result

        self.ask(_("{name} declares (Découpe, W3)").format(name=numbers["name"]), fields, command)

    def dice_fields(self, count_label: str) -> list[FormField]:
        return [
            FormField("count", count_label, "int", default=1, minimum=1, maximum=30),
            FormField(
                "dice",
                _("The d6s as rolled at the table (blank: the program rolls)"),
                "ints",
                optional=True,
                minimum=1,
            ),
        ]

    def action_sacrifice(self) -> None:
        target = self.selected_entry()
        if target is None:
            return
        actor, index = target

        def command(values: FormValues) -> dict[str, Any]:
            result = {"cmd": "sacrifice", "actor": actor, "action": index, "count": values["count"]}
            return {**result, "dice": values["dice"]} if values["dice"] else result

        title = _("{name} sacrifices dice of action {n} (W4)").format(
            name=self.actor_name(actor), n=index + 1
        )
        self.ask(title, self.dice_fields(_("Dice sacrificed")), command)

    def action_panache(self) -> None:
        target = self.selected_entry()
        if target is None:
            return
        actor, index = target

        def command(values: FormValues) -> dict[str, Any]:
            result = {"cmd": "panache", "actor": actor, "action": index, "count": values["count"]}
            return {**result, "dice": values["dice"]} if values["dice"] else result

        title = _("{name} spends Panache on action {n} (W5)").format(
            name=self.actor_name(actor), n=index + 1
        )
        self.ask(title, self.dice_fields(_("Tokens spent")), command)

    def action_reveal(self) -> None:
        self.send({"cmd": "reveal"})

    def action_resolve(self) -> None:
        self.send({"cmd": "resolve"})

    def action_hold(self) -> None:
        target = self.selected_entry()
        if target is None:
            return
        actor, index = target
        field = FormField("score", _("The new, lower score"), "int", minimum=0, maximum=99)
        title = _("{name} holds fire (W7)").format(name=self.actor_name(actor))
        self.ask(
            title,
            [field],
            lambda v: {"cmd": "hold", "actor": actor, "action": index, "score": v["score"]},
        )

    def change(self, cmd: str, what: str) -> None:
        actor = self.require_selection()
        if actor is None:
            return
        field = FormField(
            "delta", _("Change (+2 adds two, −1 takes one)"), "int", minimum=-30, maximum=30
        )
        title = f"{self.actor_name(actor)}: {what}"
        self.ask(title, [field], lambda v: {"cmd": cmd, "actor": actor, "delta": v["delta"]})

    def action_tension(self) -> None:
        self.change("tension", _("Tension dice (W11)"))

    def action_tokens(self) -> None:
        self.change("tokens", _("Panache tokens"))

    def action_sang_froid(self) -> None:
        prompts: list[dict[str, Any]] = self.data.get("prompts", [])
        if not prompts:
            self.notify(_("No Sang-froid roll is due."), severity="warning")
            return
        prompt = prompts[0]
        actor, index = prompt["actor"], int(str(prompt["key"]).rpartition("#")[2])
        fields = [
            FormField(
                "successes",
                _("Successes (blank: roll the Sang-froid pool)"),
                "int",
                optional=True,
                minimum=0,
                maximum=30,
            ),
        ]

        def command(values: FormValues) -> dict[str, Any]:
            result: dict[str, Any] = {"cmd": "sang_froid", "actor": actor, "action": index}
            if values["successes"] is not None:
                result["successes"] = values["successes"]
            return result

        title = _("{name}: Sang-froid, difficulty 1, not to shoot (W8)").format(
            name=self.actor_name(actor)
        )
        self.ask(title, fields, command)

    def action_snag(self) -> None:
        actor = self.require_selection()
        if actor is not None:
            sonne = bool(self.data["actors"][actor].get("sonne"))
            self.send({"cmd": "snag", "actor": actor, "sonne": not sonne})

    def action_end_turn(self) -> None:
        left = sum(len(slot) for slot in self.data["order"])
        if self.data["phase"] in ("idle", "between") or left == 0:
            self.send({"cmd": "end_turn"})
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.send({"cmd": "end_turn"})

        question = _("{count} actions not resolved will be lost (W7). End the turn?").format(
            count=left
        )
        self.app.push_screen(ConfirmScreen(question), confirmed)
