"""degaine's screens, one per module."""
