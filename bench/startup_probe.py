"""Run by bench.startup in a fresh process: print 'ready' at the first paint, then exit.

``bare``: a Textual app with Header and Footer. ``degaine DB``: the real app on a
store, built exactly as ``degaine`` builds it; it also prints 'loaded' once keys reach
the encounter, which is at the first paint (the board opens on the real encounter).
"""

import sys

from textual.app import App, ComposeResult
from textual.widgets import Footer, Header


class BareApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Header()
        yield Footer()

    def on_ready(self) -> None:
        print("ready", flush=True)
        self.exit()


def run_degaine(db: str) -> None:
    from tui.launch import prepare_environment

    prepare_environment()  # as `degaine` does, before textual reads its settings
    from rules.journal import JournalStore
    from tui.app import DegaineApp

    class ProbedApp(DegaineApp):
        def on_ready(self) -> None:
            print("ready", flush=True)
            if self.bridge is not None:
                print("loaded", flush=True)
            self.exit()

    ProbedApp(store=JournalStore(db), resume=True).run(headless=True, size=(120, 40))


def main(argv: list[str]) -> None:
    if argv[1] == "bare":
        BareApp().run(headless=True, size=(120, 40))
    else:
        run_degaine(argv[2])


if __name__ == "__main__":
    main(sys.argv)
