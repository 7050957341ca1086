"""The footer is composed again only when the keys it shows change.

Textual recomposes a footer at every announcement of the screen's bindings; many
announce the same keys (a session's first key, most commands), and composing a
board's fifteen entries again cost more than the key itself.
"""

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets._footer import FooterKey

from tui.widgets.footer import WholeFooter


class TwoKeys(App[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "flip", "Flip"),
        Binding("b", "other", "Other"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.other_shown = True

    def compose(self) -> ComposeResult:
        yield WholeFooter(compact=True)

    def action_flip(self) -> None:
        self.other_shown = not self.other_shown
        self.refresh_bindings()

    def action_other(self) -> None:
        pass

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.other_shown if action == "other" else True


def words(app: App[None]) -> list[str]:
    return [key.description for key in app.query(FooterKey) if key.display]


async def test_the_same_keys_announced_again_keep_the_footer_and_a_change_recomposes_it() -> None:
    app = TwoKeys()
    async with app.run_test(size=(60, 3)) as pilot:
        await pilot.pause()
        entries = list(app.query(FooterKey))
        assert "Other" in words(app)
        app.refresh_bindings()  # the same keys, announced again
        await pilot.pause()
        assert list(app.query(FooterKey)) == entries
        await pilot.press("a")  # "Other" is no longer available
        await pilot.pause()
        assert "Other" not in words(app) and "Flip" in words(app)
        await pilot.press("a")
        await pilot.pause()
        assert "Other" in words(app)
