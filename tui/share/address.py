"""``[HOST:]PORT`` as the GM types it after ``--web`` and ``--ssh``."""

import ipaddress
import socket
from dataclasses import dataclass

from i18n import _

#: Where a way in listens unless the GM names a host: this machine only.
LOOPBACK = "127.0.0.1"


class AddressError(ValueError):
    """An address the GM typed that cannot be listened on; ``str()`` says why, in words."""


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    @property
    def local_only(self) -> bool:
        """Whether only this machine can reach it (nothing else on the network can try)."""
        if self.host == "localhost":
            return True
        try:
            return ipaddress.ip_address(self.host).is_loopback
        except ValueError:  # a name: it may resolve to any interface
            return False

    @property
    def reachable_as(self) -> str:
        """The host a player types: a wildcard address is no address to connect to."""
        try:
            wildcard = ipaddress.ip_address(self.host).is_unspecified
        except ValueError:
            wildcard = False
        host = socket.gethostname() if wildcard else self.host
        return f"[{host}]" if ":" in host else host


def parse_address(text: str) -> Address:
    """``2222``, ``0.0.0.0:2222``, ``[::1]:2222`` or ``myhost:2222`` (port 0: any free one)."""
    host, colon, port_text = text.strip().rpartition(":")
    if not colon:
        host = LOOPBACK
    elif host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    elif ":" in host:
        raise AddressError(
            _("{text!r}: put an IPv6 address in brackets, as in [::1]:2222").format(text=text)
        )
    if not host:
        raise AddressError(_("{text!r}: the host before ':' is empty").format(text=text))
    if not (port_text.isascii() and port_text.isdigit()) or int(port_text) > 65535:
        raise AddressError(
            _("{text!r}: the port must be a number from 0 to 65535").format(text=text)
        )
    return Address(host, int(port_text))
