"""``python -P -m bench.worker MODULE``: run ``bench.MODULE.rows()`` here, print them as JSON.

Started by :class:`bench.tree.Tree` with the measured tree's code on the path."""

import importlib
import json
import sys

from bench.report import Row, rows_json


def main(module: str) -> None:
    measure = importlib.import_module(f"bench.{module}")
    rows: list[Row] = measure.rows()
    print(json.dumps(rows_json(rows), ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
