"""The rules' models take no built-in as a default factory (issue 15: start-up CPU).

pydantic inspects each default factory's signature when it builds a model; for a
built-in such as ``list`` that parses its text signature with ``tokenize``, about
10 ms of every start. :mod:`rules.defaults` gives Python functions instead.
"""

import importlib
import inspect
import pkgutil

from pydantic import BaseModel

import rules
from rules.state import EncounterState


def rules_models() -> list[type[BaseModel]]:
    found: dict[str, type[BaseModel]] = {}
    for info in pkgutil.walk_packages(rules.__path__, "rules."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if inspect.isclass(value) and issubclass(value, BaseModel) and value is not BaseModel:
                found[f"{value.__module__}.{name}"] = value
    return list(found.values())


def test_no_model_of_the_rules_has_a_built_in_default_factory() -> None:
    models = rules_models()
    assert EncounterState in models
    built_in = [
        f"{model.__module__}.{model.__name__}.{name}"
        for model in models
        for name, field in model.model_fields.items()
        if inspect.isbuiltin(field.default_factory) or field.default_factory in (list, dict, set)
    ]
    assert built_in == []


def test_each_state_has_its_own_containers() -> None:
    first, second = EncounterState(), EncounterState()
    assert first.combatants is not second.combatants and first.moves is not second.moves
    assert first.game.done is not second.game.done and first.notes is not second.notes
