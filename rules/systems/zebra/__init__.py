"""Zebra Island RPG: countdown Initiative Counters in Sequences (seed 001).

The package imports none of its modules: the board's first paint reads the state
through ``views`` and its keys' words in ``command_help`` before pydantic is loaded,
and importing either runs this file first. The table of systems names the rules'
module itself (``system``).
"""
