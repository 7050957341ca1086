"""The bench's pieces that decide its figures: the quiet-gap reader and the table writer.

No timing of degaine here: a fake stream on a fake clock says exactly when bytes come.
"""

import json
from pathlib import Path

from bench.answer import read_answer
from bench.keypress import byte_goal, time_limit
from bench.report import Row, p95, rows_from_json, table, write_json


class FakeStream:
    """Chunks due at given moments; ``read(timeout)`` moves the clock as a select would."""

    def __init__(self, chunks: list[tuple[float, bytes]], closes_at: float | None = None) -> None:
        self.chunks = list(chunks)
        self.now = 0.0
        self.closes_at = closes_at

    def clock(self) -> float:
        return self.now

    def read(self, timeout: float) -> bytes | None:
        due = self.chunks[0][0] if self.chunks else None
        closes = self.closes_at
        if closes is not None and (due is None or closes < due) and closes <= self.now + timeout:
            self.now = max(self.now, closes)
            return None
        if due is not None and due <= self.now + timeout:
            self.now = max(self.now, due)
            return self.chunks.pop(0)[1]
        self.now += timeout
        return b""


def test_an_answer_ends_at_the_last_byte_before_the_gap() -> None:
    stream = FakeStream([(0.004, b"ab"), (0.010, b"cde"), (0.090, b"f"), (0.300, b"late")])
    answer = read_answer(stream.read, 0.0, gap=0.1, clock=stream.clock)
    # 0.090 is within 100 ms of 0.010, so it belongs to the answer; 0.300 comes after
    # 100 ms of silence and does not.
    assert (answer.first, answer.last, answer.size) == (0.004, 0.090, 6)
    assert stream.chunks == [(0.300, b"late")]
    assert stream.now == 0.090 + 0.1


def test_an_unanswered_key_has_no_times_and_waits_only_its_timeout() -> None:
    stream = FakeStream([])
    answer = read_answer(stream.read, 0.0, gap=0.1, timeout=2.0, clock=stream.clock)
    assert (answer.first, answer.last, answer.size, answer.ended) == (None, None, 0, False)
    assert stream.now == 2.0


def test_a_closed_terminal_ends_the_answer() -> None:
    stream = FakeStream([(0.02, b"bye")], closes_at=0.05)
    answer = read_answer(stream.read, 0.0, gap=0.1, clock=stream.clock)
    assert (answer.last, answer.size, answer.ended) == (0.02, 3, True)


def test_p95_is_the_nearest_rank() -> None:
    assert p95([float(n) for n in range(1, 51)]) == 48.0
    assert p95([5.0]) == 5.0


def test_the_table_and_its_json_say_the_same(tmp_path: Path) -> None:
    rows = [
        Row(
            "down arrow", "13.5 / 19.3 ms", "DataTable 4.6 / 8.7 ms", "2.93×", "p95 < 16 ms", False
        ),
        Row("memory", "55 MiB", figures={"rss_mib": 55.2}),
    ]
    text = table(rows).splitlines()
    assert [cell.strip() for cell in text[0].split("|")[1:-1]] == [
        "what", "degaine", "anchor", "ratio", "goal", "met?"
    ]  # fmt: skip
    assert [cell.strip() for cell in text[2].split("|")[1:-1]][-1] == "NO"
    assert [cell.strip() for cell in text[3].split("|")[1:-1]][-1] == ""
    assert len({len(line) for line in text}) == 1  # every line padded to the same width
    path = tmp_path / "results" / "latest.json"
    write_json(path, rows, {"tree": "here"})
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["about"] == {"tree": "here"}
    assert rows_from_json(document["rows"]) == rows


def test_a_silence_while_the_program_computes_does_not_end_the_answer() -> None:
    # 150 ms of silence between two frames, the program busy the whole time (a starved
    # core): the second frame is part of the answer; then idle, the answer ends.
    stream = FakeStream([(0.010, b"header"), (0.160, b"table"), (0.600, b"later")])

    def cpu() -> float:
        return min(stream.now, 0.160)  # busy until the second frame, idle after

    answer = read_answer(stream.read, 0.0, gap=0.1, clock=stream.clock, cpu=cpu)
    assert (answer.last, answer.size) == (0.160, 11)
    idle = FakeStream([(0.010, b"header"), (0.160, b"table")])
    cut = read_answer(idle.read, 0.0, gap=0.1, clock=idle.clock, cpu=lambda: 0.0)
    assert (cut.last, cut.size) == (0.010, 6)


def test_the_byte_goals_read_as_issue_15_writes_them() -> None:
    # "cursor ≤ 2.5 KB" at 200×60: a typical key (the median); one scroll may cost more.
    assert byte_goal(True, True, [2_400, 2_450, 9_000]) == ("median ≤ 2,500 B", True)
    assert byte_goal(True, False, [12_001, 12_001, 100]) == ("median ≤ 12,000 B", False)
    # "at 80×24 every key ≤ 4 KB": the max.
    assert byte_goal(False, False, [100, 4_001]) == ("every key ≤ 4,000 B", False)
    # Issue 25: every key within a 33 ms p95, at every size; the cursor 16 ms at the large.
    assert (time_limit(True, True), time_limit(True, False), time_limit(False, True)) == (
        0.016,
        0.033,
        0.033,
    )
