"""A key of a second write, come while the key before it finishes, waits its turn.

The terminal's keys reach the app's queue whenever the link delivers them. When a key
is done, the routing of the next one is queued behind whatever the driver had queued
already: a second write's first key, routed there at once, went beside the next key
(issue 23: "Vous", then "Tab p", typed "Vousp"). Here the second write is queued at
that very moment, every time, so the test does not depend on the machine's timing.
"""

from textual.app import ComposeResult
from textual.widgets import Input

from tests.tui.pilot_helpers import burst, key_event
from tui.typeahead import BurstSafeApp


class SecondWriteApp(BurstSafeApp):
    """Four fields, and a second write that comes as the first key of the first is done."""

    def __init__(self, second_write: list[str]) -> None:
        super().__init__()
        self.second_write = second_write

    def compose(self) -> ComposeResult:
        for field in ("name", "side", "hidden", "stat"):
            yield Input(id=field)

    def _key_done(self) -> None:
        # Into the app's queue, as the driver's thread posts the keys it reads.
        for key in self.second_write:
            event = key_event(key)
            event.set_sender(self)
            self.post_message(event)
        self.second_write = []
        super()._key_done()


async def test_the_second_write_s_keys_go_where_the_focus_is_once_the_first_is_done() -> None:
    app = SecondWriteApp(["tab", "p", "tab", "tab", "4"])
    async with app.run_test() as pilot:
        await burst(pilot, "V", "o", "u", "s")
        values = [field.value for field in app.query(Input)]
        # Before, two Tabs went at once to the side's field, moving the focus once: the 4
        # landed a field early (and with "Vous" as one write, "p" went into the name).
        assert values == ["Vous", "p", "", "4"]
