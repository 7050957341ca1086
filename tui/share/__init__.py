"""``degaine share``: the players' board served to browsers and SSH clients.

Every viewer, whichever the way in, runs its own ``degaine board`` process on
the GM's store; this package only carries its screen and its keys.
"""
