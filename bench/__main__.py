"""``make bench``: every benchmark, one report."""

from bench import follow, keypress, replay, startup

if __name__ == "__main__":
    replay.main()
    startup.main()
    keypress.main()
    follow.main()
