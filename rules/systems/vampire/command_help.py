"""One sentence of help for each vampire command (V1–V8), written once.

The command models carry it (``Command.summary``: the contract's own words for
``degaine script`` users) and the board's keys show it (help screen, palette,
footer tooltip), translated there, unless a key's words say more than its command
(the keys aimed at the selected actor: abort, wound). Plain strings, apart from the
models: the board lists its keys at its first paint, before pydantic is loaded.
"""

from i18n import N_

ROLL = N_("Start a turn: 1d10 + Dexterity + Wits for everyone; type dice or roll (V1).")
DECLARE = N_("Declare the next action, slowest first (V3).")
RESOLVE = N_("The first pending slot acts (V2).")
ACT = N_("A delayed actor acts now, even interrupting (V4).")
ABORT = "Abort the next action into a dodge, block or parry (V5)."
WOUND = "Set an actor's health level; its penalty applies to initiative (V7)."
END_TURN = N_("End the turn; actions not taken are lost (V4).")
