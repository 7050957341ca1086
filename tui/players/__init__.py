"""The players' board: a read-only second screen that follows the GM's encounter."""
