"""The sentences of help a zebra command's model and a key of the board share, written
once (the model's ``summary``; the key shows it translated).

Plain strings, apart from the models: the board lists its keys at its first paint,
before pydantic is loaded. A key whose words say more than its command (the selected
combatant, a form) keeps its own.
"""

from i18n import N_

JOIN = N_("A combatant added mid-Sequence rolls its counter now (Z10).")
