"""The theme files shipped with degaine (data only)."""
