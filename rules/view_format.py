"""The format tag of the state JSON the store saves with each command.

Apart from ``rules.view`` so that a board can check a saved view before the
rules engine (and pydantic) is imported.
"""

#: Bump it when ``rules.view.state_view``'s output changes shape: views saved in
#: another format are ignored, and the journal is replayed instead.
VIEW_FORMAT = "state-json-1"
