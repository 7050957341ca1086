"""Issue 6's acceptance: the GM in one process, the players' board in another.

Every GM command shows up on the board within one second (measured from its
commit), a hidden combatant or a masked duel entry never appears on it before it
is revealed (G5, W10), and the board keeps following when the GM's app dies or
quits and comes back.
"""

from pathlib import Path
from typing import Any

from tests.tui.players_helpers import GM, WatchedBoard, Watcher

SIZE = (100, 30)


GUNFIGHTER = {"attribute": 3, "skill": 2}
KINDRED = {"dexterity": 3, "wits": 2}


def add(actor: str, name: str, stats: dict[str, int], **fields: Any) -> dict[str, Any]:
    return {"cmd": "add", "id": actor, "name": name, "stats": stats, **fields}


async def test_every_gm_command_shows_and_no_secret_shows_early_G5_W10(
    tmp_path: Path,
) -> None:
    path = tmp_path / "gm" / "store.sqlite3"
    board = WatchedBoard(path)
    gm = GM(path)
    async with board.run_test(size=SIZE) as pilot:
        watcher = Watcher(pilot, board)
        watcher.secrets = {"Coyote", "coyote", "quickdraw", "sidestep"}
        assert "Waiting for the GM…" in await watcher.quiet(0.3)  # no store yet
        path.parent.mkdir()
        await gm.start()
        await watcher.comes("start an encounter")
        await watcher.shows(await gm.send({"new": True}), "setting up")
        await watcher.shows(await gm.send({"cmd": "system", "name": "western"}), "Western")
        await watcher.shows(await gm.send({"cmd": "name", "name": "High noon"}), "High noon")
        await watcher.shows(await gm.send(add("ann", "Annie", GUNFIGHTER, side="pc")), "Annie")
        # An ambush not yet sprung: nothing to see, and nothing may show.
        await gm.send(add("cid", "Coyote", GUNFIGHTER, hidden=True))
        await watcher.quiet(0.55)
        await watcher.shows(await gm.send(add("bob", "Bart", GUNFIGHTER)), "Bart")
        duel = {"cmd": "duel", "duelists": ["ann", "bob"]}
        await watcher.shows(await gm.send(duel), "MONTER", "Annie, Bart to declare")
        declared = {"cmd": "declare", "actor": "ann", "actions": [4, 1]}
        committed = await gm.send({**declared, "labels": ["quickdraw", "dive"]})
        await watcher.shows(committed, "Declared: Annie", "Bart")
        sacrifice = {"cmd": "sacrifice", "actor": "ann", "action": 0, "dice": [6]}
        await gm.send(sacrifice)  # hidden in a duel (W10): the board has nothing new to say
        await watcher.quiet(0.55)
        committed = await gm.send({"cmd": "declare", "actor": "bob", "labels": ["sidestep"]})
        await watcher.shows(committed, "Everyone has declared")
        watcher.secrets -= {"quickdraw", "sidestep"}
        await watcher.shows(await gm.send({"cmd": "reveal"}), "quickdraw", "sidestep", "Now:")
        await watcher.shows(await gm.send({"cmd": "resolve"}), "Acted this round")
        await watcher.shows(await gm.send({"cmd": "end_turn"}), "between turns")
        watcher.secrets.clear()
        hide = {"cmd": "hide", "actor": "cid", "hidden": False}
        await watcher.shows(await gm.send(hide), "Coyote")
        # The GM starts another encounter: the board goes with it.
        await gm.send({"new": True})
        await watcher.shows(await gm.send({"cmd": "system", "name": "vampire"}), "Vampire")
        await gm.quit()
    assert len(watcher.latencies) == 13  # every visible command showed
    print(f"\nboard latency after commit: {sorted(round(t, 3) for t in watcher.latencies)}")


async def test_the_board_keeps_following_when_the_gm_app_dies_and_comes_back(
    tmp_path: Path,
) -> None:
    path = tmp_path / "store.sqlite3"
    board = WatchedBoard(path)
    first = GM(path)
    await first.start()
    await first.send({"new": True})
    await first.send({"cmd": "system", "name": "vampire"})
    for actor, name in (("ann", "Annie"), ("bob", "Bart")):
        await first.send(add(actor, name, KINDRED))
    async with board.run_test(size=SIZE) as pilot:
        watcher = Watcher(pilot, board)
        roll = {"cmd": "roll", "dice": {"ann": 9, "bob": 2}}
        await watcher.shows(await first.send(roll), "Declaring now: Bart")
        await first.kill()  # no clean close: the GM's -wal and -shm files stay as they were
        assert "Declaring now: Bart" in await watcher.quiet(0.5)
        second = GM(path)
        await second.start()
        await second.send({"resume": True})
        declare = {"cmd": "declare", "actor": "bob", "action": "duck"}
        await watcher.shows(await second.send(declare), "Declaring now: Annie")
        await second.quit()  # a clean close this time
        third = GM(path)
        await third.start()
        await third.send({"resume": True})
        declare = {"cmd": "declare", "actor": "ann", "action": "lunge"}
        await watcher.shows(await third.send(declare), "Now: Annie", "lunge")
        await watcher.shows(await third.send({"cmd": "resolve"}), "Now: Bart")
        await watcher.shows(await third.send({"cmd": "undo"}), "Now: Annie")
        await third.quit()
