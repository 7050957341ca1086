"""``make bench``: every benchmark, one report."""

from bench import follow, keypress, replay, share_ssh, startup, web_share

if __name__ == "__main__":
    replay.main()
    startup.main()
    keypress.main()
    follow.main()
    share_ssh.main()
    web_share.main()
