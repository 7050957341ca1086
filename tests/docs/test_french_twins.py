"""The French documents keep step with their English twins (issue 14).

``README.fr.md`` is ``README.md`` in French and ``docs/regles.md`` is ``docs/rules.md``:
a change to one that the other misses fails here. Twins have the same headings, level by
level and in order, the same fenced blocks (the commands and files a reader copies: equal
once comments, which are translated, are taken out) and the same ruling ids (G1 … W11), so
that a ruling is never explained in one language only. Each English file points to its twin
on its first lines, and the French ones follow French typography, so that an edit in a hurry
does not bring back English spacing.
"""

import difflib
import re
import unicodedata
from pathlib import Path

import pytest

from tests.docs.markdown_parts import Block, Parts, prose_words, split

ROOT = Path(__file__).resolve().parents[2]
#: (English, French): each pair of twins, as paths from the repository's root.
TWINS = [("README.md", "README.fr.md"), ("docs/rules.md", "docs/regles.md")]
#: A ruling id of RULINGS.md: G (common), V (vampire), W (western), Z (zebra), then a number.
RULING_ID = re.compile(r"\b[GVWZ]\d{1,2}\b")
NNBSP = "\u202f"
#: Names quoted in their own language inside French prose keep their own punctuation.
FOREIGN_NAMES = ("Got a Nerve!",)
#: How far down an English file the line pointing to its twin may sit.
TOP_LINES = 5


def parts(path: str) -> Parts:
    return split((ROOT / path).read_text(encoding="utf-8"))


def ruling_ids(path: str) -> set[str]:
    return set(RULING_ID.findall((ROOT / path).read_text(encoding="utf-8")))


def shown(block: Block) -> str:
    return "\n".join([f"```{block.info}", *block.lines, "```"])


@pytest.mark.parametrize(("english", "french"), TWINS)
def test_twins_name_the_same_ruling_ids(english: str, french: str) -> None:
    theirs, ours = ruling_ids(english), ruling_ids(french)
    assert theirs, f"{english} names no ruling id: the pattern no longer finds them"
    assert ours == theirs, (
        f"only in {english}: {sorted(theirs - ours)}; only in {french}: {sorted(ours - theirs)}"
    )


@pytest.mark.parametrize(("english", "french"), TWINS)
def test_twins_have_the_same_headings_level_by_level(english: str, french: str) -> None:
    theirs, ours = parts(english).heading_levels, parts(french).heading_levels
    assert len(theirs) > 1, f"{english}: the headings are no longer found"
    counts = {level: (theirs.count(level), ours.count(level)) for level in range(1, 7)}
    assert ours == theirs, (
        f"headings by level ({english}, {french}): "
        f"{ {level: pair for level, pair in counts.items() if any(pair)} }; "
        f"in order: {theirs} vs {ours}"
    )


@pytest.mark.parametrize(("english", "french"), TWINS)
def test_twins_have_the_same_fenced_blocks_but_for_comments(english: str, french: str) -> None:
    theirs = [block.without_comments() for block in parts(english).blocks]
    ours = [block.without_comments() for block in parts(french).blocks]
    assert len(ours) == len(theirs), (
        f"{english} has {len(theirs)} fenced blocks, {french} {len(ours)}"
    )
    for number, (their, our) in enumerate(zip(theirs, ours, strict=True), start=1):
        diff = difflib.unified_diff(
            shown(their).splitlines(), shown(our).splitlines(), english, french, lineterm=""
        )
        assert our == their, f"fenced block {number} differs:\n" + "\n".join(diff)


def test_comments_are_all_that_a_block_may_change() -> None:
    """The comparison above is blind to comments only, not to a changed command."""
    english = Block("sh", ("make run    # creates .venv", "", "# a whole line"))
    assert Block("sh", ("make run    # crée .venv",)).without_comments() == (
        english.without_comments()
    )
    assert Block("sh", ("make test    # crée .venv",)).without_comments() != (
        english.without_comments()
    )
    assert Block("toml", ('primary = "#aa5500"  # et',)).without_comments().lines == (
        'primary = "#aa5500"',
    )


def test_a_fenced_comment_is_no_heading_and_a_code_span_no_prose() -> None:
    """What the comparisons read: ``# make`` in a block is code, `a : b` in a span too."""
    text = "# Title\n\n```sh\n# make it\nmake run\n```\n\n## Part\nsee `a: b` : done\n"
    found = split(text)
    assert found.heading_levels == (1, 2)
    assert found.blocks == (Block("sh", ("# make it", "make run")),)
    assert prose_words(found.unfenced[-1]) == "see   : done"
    assert github_anchor("## Commun à tous les systèmes") == "commun-à-tous-les-systèmes"


@pytest.mark.parametrize(("english", "french"), TWINS)
def test_each_english_file_points_to_its_french_twin_at_the_top(english: str, french: str) -> None:
    top = (ROOT / english).read_text(encoding="utf-8").splitlines()[:TOP_LINES]
    twin = Path(french).relative_to(Path(english).parent).as_posix()
    assert any(twin in line for line in top), f"{english}'s first lines do not name {twin}"


def french_prose(path: str) -> list[tuple[int, str]]:
    """The numbered lines of a French file's prose, without code, link targets and URLs."""
    prose = "\n".join(parts(path).unfenced)
    words = prose_words(prose).splitlines()
    return [(number, strip_foreign(line)) for number, line in enumerate(words, start=1)]


def strip_foreign(line: str) -> str:
    for name in FOREIGN_NAMES:
        line = line.replace(name, " ")
    return line


@pytest.mark.parametrize("french", [french for _, french in TWINS])
def test_french_files_space_their_punctuation_the_french_way(french: str) -> None:
    """A narrow no-break space before ; : ! ? and inside « », no English quotes in prose."""
    faults = []
    for number, line in french_prose(french):
        for match in re.finditer(r"[;:!?]", line):
            if line[: match.start()].endswith(NNBSP):
                continue
            faults.append(f"line {number}: no U+202F before {match[0]!r}: {line.strip()}")
        for match in re.finditer("«(?!\u202f)|(?<!\u202f)»", line):
            faults.append(f"line {number}: no U+202F inside {match[0]}: {line.strip()}")
        if re.search('["“”]', line):
            faults.append(f"line {number}: English quotes in prose: {line.strip()}")
    assert not faults, "\n".join(faults)


def github_anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, words and hyphens, blanks to '-'."""
    text = heading.strip().lstrip("#").strip().lower()
    kept = "".join(char for char in text if char in " -_" or unicodedata.category(char)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    lines = split(path.read_text(encoding="utf-8")).prose
    return {github_anchor(line) for line in lines if line.lstrip().startswith("#")}


@pytest.mark.parametrize("french", [french for _, french in TWINS])
def test_french_files_link_to_what_exists(french: str) -> None:
    path = ROOT / french
    text = path.read_text(encoding="utf-8")
    links = re.findall(r"\]\((?!https?:)([^)#]*)(?:#([^)]*))?\)", text)
    assert links, f"{french} has no relative link: the pattern no longer finds them"
    for target, anchor in links:
        linked = (path.parent / target).resolve() if target else path
        assert linked.exists(), f"{french} links to {target}, which does not exist"
        if anchor:
            assert anchor in anchors(linked), f"{french}: no heading #{anchor} in {target}"
