"""Vampire: the Masquerade (Revised): 1d10 + Dexterity + Wits (seed 002).

The package imports none of its modules: the board's first paint reads the state
through ``views`` before pydantic is loaded, and importing ``views`` runs this file
first. The table of systems names the rules' module itself (``system``).
"""
