"""The sentences of help a core command's model and a key of the UI share, written once.

The model carries it (``Command.summary``), the key shows it (translated there).
Plain strings, apart from the models: the board lists its keys at its first paint,
before pydantic is loaded. A key whose words say more than its command (the
selected combatant, a form) keeps its own.
"""

from i18n import N_

REDO = N_("Redo what was undone.")
