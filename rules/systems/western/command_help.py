"""The sentences of help a western command's model and a key of the board share, written
once (the model's ``summary``; the key shows it translated).

Plain strings, apart from the models: the board lists its keys at its first paint,
before pydantic is loaded. A key whose words say more than its command (the selected
action, a form) keeps its own.
"""

from i18n import N_

TOKENS = N_("Give or take Panache tokens.")
END_TURN = N_("End the turn; actions not resolved are lost (W7).")
