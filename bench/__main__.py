"""``make bench``: every benchmark, one report."""

from bench.replay import main as replay_main

if __name__ == "__main__":
    replay_main()
