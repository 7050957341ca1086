"""The parts of a Markdown file that its translation must keep: headings, fenced blocks, prose.

Only what the twin tests need: fenced blocks open and close with three or more backticks or
tildes at the start of a line (up to three spaces in), as CommonMark reads them; a heading
is an ATX heading (``#`` to ``######`` then a space) outside any fenced block.
"""

import re
from dataclasses import dataclass

FENCE = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
HEADING = re.compile(r"^ {0,3}(?P<marks>#{1,6})(?:\s|$)")
#: A comment in a shell or TOML block: a ``#`` at the start or after a blank, to the end.
#: A ``#`` inside a word or a string (``"#aa5500"``, ``ann#0``) is not one.
COMMENT = re.compile(r"(?:^|\s)#.*$")
#: A code span, which may run over a line break (its text is code whatever the line).
INLINE_CODE = re.compile(r"(`+).+?\1", re.DOTALL)
LINK_TARGET = re.compile(r"\]\([^)]*\)")
URL = re.compile(r"<?https?://\S+")


@dataclass(frozen=True)
class Block:
    """One fenced block: its info string (``sh``, ``toml``…) and its lines."""

    info: str
    lines: tuple[str, ...]

    def without_comments(self) -> "Block":
        """The block as a machine reads it: comments gone, then the lines left empty."""
        code = (COMMENT.sub("", line).rstrip() for line in self.lines)
        return Block(self.info, tuple(line for line in code if line))


@dataclass(frozen=True)
class Parts:
    """A Markdown file split into its fenced blocks and the prose lines around them."""

    blocks: tuple[Block, ...]
    prose: tuple[str, ...]
    #: Every line of the file, a fenced one (fences included) as an empty line.
    unfenced: tuple[str, ...]

    @property
    def heading_levels(self) -> tuple[int, ...]:
        """The level of every heading, in the order they come."""
        found = (HEADING.match(line) for line in self.prose)
        return tuple(len(match["marks"]) for match in found if match)


def split(text: str) -> Parts:
    """Splits ``text``; an unclosed fence runs to the end, as CommonMark has it."""
    blocks: list[Block] = []
    prose: list[str] = []
    unfenced: list[str] = []
    fence = ""
    info = ""
    body: list[str] = []
    for line in text.splitlines():
        unfenced.append("" if fence or FENCE.match(line) else line)
        if not fence:
            opening = FENCE.match(line)
            if opening:
                fence, info, body = opening["fence"], opening["info"].strip(), []
            else:
                prose.append(line)
        elif line.strip().startswith(fence[0] * len(fence)) and not line.strip().strip(fence[0]):
            blocks.append(Block(info, tuple(body)))
            fence = ""
        else:
            body.append(line)
    if fence:
        blocks.append(Block(info, tuple(body)))
    return Parts(tuple(blocks), tuple(prose), tuple(unfenced))


def blank_out(match: re.Match[str]) -> str:
    """What replaces code in prose: a space, keeping the line breaks it ran over."""
    return " " + "\n" * match[0].count("\n")


def prose_words(text: str) -> str:
    """Prose without what is code or an address: code spans, link targets, URLs.

    Line breaks stay where they were, so that line numbers still point into the file.
    """
    return URL.sub(" ", LINK_TARGET.sub("]", INLINE_CODE.sub(blank_out, text)))
