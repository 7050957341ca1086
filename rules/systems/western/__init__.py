"""The d6 western game: initiative is the weight of your dice pool (seed 000)."""

from rules.systems.western.system import SYSTEM, WesternSystem

__all__ = ["SYSTEM", "WesternSystem"]
