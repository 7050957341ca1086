"""Cost tables (Z4): the shipped house defaults and a campaign's TOML file."""

from importlib import resources

import pytest

from rules.systems.zebra.costs import CostFileError, default_costs, parse_costs

GOOD = """\
# My campaign
[meta]
name = "Pirates"
source = "our table, session 3"

[costs]
frapper = 5
"tirer au pistolet" = 4
recharger = 8
"""


def test_house_defaults_ship_as_package_data_and_say_so_Z4() -> None:
    packaged = resources.files("rules.systems.zebra").joinpath("costs.toml")
    assert packaged.is_file()
    text = packaged.read_text(encoding="utf-8")
    assert "HOUSE DEFAULTS" in text and "NOT the game's" in text
    table = default_costs()
    assert table.name == "house defaults"
    assert "house defaults" in table.source
    wanted = {"strike", "shoot", "reload", "aim", "move", "draw", "parry", "dodge", "help", "use"}
    assert wanted <= set(table.costs)
    assert all(cost >= 1 for cost in table.costs.values())


def test_a_campaign_file_is_parsed_Z4() -> None:
    table = parse_costs(GOOD)
    assert (table.name, table.source) == ("Pirates", "our table, session 3")
    assert table.costs == {"frapper": 5, "tirer au pistolet": 4, "recharger": 8}


def test_meta_is_optional_and_the_name_defaults_Z4() -> None:
    table = parse_costs("[costs]\nstrike = 2\n", default_name="pirates")
    assert (table.name, table.source, table.costs) == ("pirates", "", {"strike": 2})


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("[costs]\nstrike = 5\nshoot = \n", 3, "not valid TOML: Invalid value"),
        ("[costs]\nstrike = 5\n\nshoot = 0\n", 4, "the cost of 'shoot' must be at least 1 (got 0)"),
        ("[costs]\nstrike = -3\n", 2, "must be at least 1 (got -3)"),
        ("[costs]\n'aim' = 2\nstrike = 2.5\n", 3, "must be a whole number, not 2.5"),
        ('[costs]\nstrike = "5"\n', 2, 'must be a whole number, not "5"'),
        ("[costs]\nstrike = true\n", 2, "must be a whole number, not true"),
        ('[costs]\n"tirer vite" = 0\n', 2, "the cost of 'tirer vite'"),
        ("[meta]\nname = 'x'\n\n[actions]\nstrike = 5\n", 4, "unknown table 'actions'"),
        ("[meta]\nname = 3\n[costs]\nstrike = 5\n", 2, "[meta] name must be text in quotes"),
        ("[meta]\nname = 'x'\n\n[costs]\n", 4, "no actions: list them under [costs]"),
        ("", 1, "no actions"),
        ("costs = 5\n", 1, "'costs' must be a table"),
        ("costs.strike = 0\n", 1, "the cost of 'strike' must be at least 1"),
        ("[costs]\nstrike = 5\nstrike = 6\n", 3, "not valid TOML: Cannot overwrite a value"),
    ],
)
def test_a_malformed_file_names_the_line_and_the_problem_Z4(
    text: str, line: int, problem: str
) -> None:
    with pytest.raises(CostFileError) as error:
        parse_costs(text)
    assert error.value.line == line
    assert problem in error.value.problem
    assert str(error.value).startswith(f"line {line}: ")
    assert "\n" not in str(error.value)
