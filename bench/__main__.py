"""``make bench``: every benchmark, one report."""

from bench import keypress, replay, startup

if __name__ == "__main__":
    replay.main()
    startup.main()
    keypress.main()
