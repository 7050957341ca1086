"""A GM's process for the players' board tests: `python -m tests.tui.gm_process STORE`.

It reads one JSON object per line on standard input and answers each with one
JSON line once it is committed: ``{"ok": true, "at": <time.time()>}`` or
``{"error": "<the refusal>"}``. A command goes to the encounter in hand; two
controls choose it: ``{"new": true}`` starts a new encounter, ``{"resume": true}``
opens the latest one, as the app does when it starts. All dice are typed.
"""

import json
import sys
import time

from rules.encounter import Encounter
from rules.errors import RuleError
from rules.journal import JournalStore


def main(path: str) -> int:
    store = JournalStore(path)
    encounter: Encounter | None = None
    for line in sys.stdin:
        message = json.loads(line)
        try:
            if message.get("new"):
                encounter = Encounter(store=store)
            elif message.get("resume"):
                latest = store.encounters()[0].id
                encounter = Encounter(store=store, encounter_id=latest)
                store.touch(latest)
            else:
                assert encounter is not None, "start or resume an encounter first"
                encounter.handle(message)
            answer: dict[str, object] = {"ok": True, "at": time.time()}
        except RuleError as error:
            answer = {"error": error.message}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
