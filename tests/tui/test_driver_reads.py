"""The driver's input thread: the keys of one read are one burst (tui/driver.py)."""

import os
import threading
from typing import Any

from textual import events
from textual.app import App
from textual.message import Message

from tui.driver import EofAwareDriver


def keys_read(*writes: bytes) -> list[events.Key]:
    """The keys the input thread makes of ``writes``, each a read of its own (called in a
    running event loop: the driver takes it, though nothing here runs on it)."""
    driver = EofAwareDriver(App[None]())
    made: list[events.Key] = []
    read, write = os.pipe()
    driver.fileno = read
    done = threading.Event()

    def collect(message: Message) -> None:
        if isinstance(message, events.Key):
            made.append(message)
            if len(made) == sum(len(chunk) for chunk in writes):
                done.set()

    driver.process_message = collect  # type: ignore[method-assign]
    driver.terminal_lost = lambda: None  # type: ignore[method-assign]
    thread = threading.Thread(target=driver.run_input_thread, daemon=True)
    thread.start()
    try:
        for chunk in writes:
            count = len(made)
            os.write(write, chunk)
            while len(made) < count + len(chunk) and not done.wait(0.01):
                pass
        assert done.wait(5), made
    finally:
        driver.exit_event.set()
        os.close(write)
        thread.join(5)
        os.close(read)
    return made


async def test_every_key_of_one_read_bears_the_read_s_time() -> None:
    """ "b" then "y" in one write: a question "b" opens drops the keys stamped before it
    came; stamped one by one, "y" could be made after it and read as the GM's answer."""
    keys: Any = keys_read(b"byv")
    assert [key.key for key in keys] == ["b", "y", "v"]
    assert len({key.time for key in keys}) == 1


async def test_keys_of_a_later_read_come_later() -> None:
    first, second = keys_read(b"b", b"y")
    assert second.time > first.time
