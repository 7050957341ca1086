"""The order list's column budget at 80 and 60 columns, worked out in ``order_columns``."""

from hypothesis import example, given
from hypothesis import strategies as st
from rich.cells import cell_len

from tui.cells import padded
from tui.widgets.order_columns import ACTION, NAME, Columns, fit, line_width, row_lines, wrap_cell

#: The widest cell of each column in the vampire snapshot scene: marker, #, Name, Score,
#: Action, then Health, WP, Rating ("Ghoul (NPC) [hidden]", "shoot Ghoul (simultaneous)").
VAMPIRE = (2, 4, 20, 5, 26, 7, 3, 6)
#: The zebra scene's: marker, #, Name, Score, Action, Position, Carries, Skill.
ZEBRA = (2, 1, 18, 5, 14, 8, 7, 5)


def test_at_80_columns_every_vampire_column_shows_and_the_names_keep_their_width() -> None:
    columns = fit(VAMPIRE, 80)
    assert columns.shown == tuple(range(8))
    assert columns.widths[NAME] == 20 and columns.widths[ACTION] == 17
    assert line_width(columns.widths, columns.shown) == 80


def test_at_60_columns_the_systems_last_columns_go_and_the_action_keeps_16() -> None:
    columns = fit(VAMPIRE, 60)
    assert columns.dropped == (6, 7)  # WP, then Rating: Health stays
    assert columns.widths[ACTION] == 16 and columns.widths[NAME] >= 12
    assert line_width(columns.widths, columns.shown) <= 60
    zebra = fit(ZEBRA, 60)
    assert zebra.dropped == (6, 7) and zebra.widths[ACTION] == 14  # its widest label, whole


def test_a_board_that_fits_keeps_its_natural_widths() -> None:
    assert fit(VAMPIRE, 120) == Columns(VAMPIRE, tuple(range(8)))


def test_below_the_last_system_column_name_and_action_shrink_to_their_floors() -> None:
    columns = fit(VAMPIRE, 30)
    assert columns.shown == (0, 1, 2, 3, 4)
    assert columns.widths[NAME] == 8 and columns.widths[ACTION] == 8


def test_a_cell_wraps_at_its_spaces_and_a_word_longer_than_the_column_is_broken() -> None:
    assert wrap_cell("Ghoul (NPC) [hidden]", 12) == ["Ghoul (NPC)", "[hidden]"]
    assert wrap_cell("Bob", 12) == ["Bob"]
    assert wrap_cell("Aaaaaaaaaaaa", 5) == ["Aaaaa", "aaaaa", "aa"]


def test_a_wrapped_row_keeps_its_numbers_on_its_first_line() -> None:
    columns = fit(VAMPIRE, 60)
    cells = ("▶ ", "1", "Ghoul (NPC) [hidden]", "8", "shoot Ghoul (simultaneous)", "Hurt −1")
    lines = row_lines(cells, columns)
    assert [line[NAME] for line in lines] == ["Ghoul (NPC)", "[hidden]"]
    assert [line[ACTION] for line in lines] == ["shoot Ghoul", "(simultaneous)"]
    assert lines[0][:2] == ("▶ ", "1") and lines[0][5] == "Hurt −1"
    assert lines[1][:2] == ("", "") and lines[1][5] == ""


def test_wide_characters_are_measured_in_cells_not_characters() -> None:
    # 李 and each pictograph take two cells (issue 22): a column measured in characters put
    # every cell after such a name out of line.
    assert wrap_cell("李小龍 the Dragon", 8) == ["李小龍", "the", "Dragon"]
    assert wrap_cell("👨👩👧👦👨👩", 5) == ["👨👩", "👧👦", "👨👩"]
    assert padded("李", 4) == "李  " and padded("Ann", 4) == "Ann "


@given(st.text(alphabet="ab 李👨é\u0301", max_size=30), st.integers(min_value=2, max_value=12))
@example(text="aa \u0301", width=2)  # a lone combining mark was a word that chopped to nothing
def test_a_wrapped_cell_never_overflows_its_column_and_loses_no_word(text: str, width: int) -> None:
    lines = wrap_cell(text, width)
    assert all(cell_len(line) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == "".join(text.split())
