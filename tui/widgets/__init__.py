"""The board's widgets; each redraws from reactives bound to its screen."""
