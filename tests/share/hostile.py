"""What a hostile player on the table's network sends the share (issue 22), as raw sockets.

Blocking sockets, each run in a thread of its own by the tests: a viewer that floods
resize frames without reading, and requests that never finish their headers.
"""

import json
import os
import socket
import struct
import time


def masked_frame(text: str) -> bytes:
    """One websocket text frame as a browser sends it (masked)."""
    data = text.encode()
    mask = os.urandom(4)
    size = (
        bytes([0x80 | len(data)])
        if len(data) < 126
        else bytes([0xFE]) + struct.pack(">H", len(data))
    )
    return bytes([0x81]) + size + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def flood(port: int, token: str, seconds: float, reset: bool = False) -> None:
    """A websocket viewer that sends resizes every 5 ms, never reads, then closes (or resets)."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.sendall(
        f"GET /ws?width=500&height=200 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        f"Cookie: degaine_token_{port}={token}\r\n\r\n".encode()
    )
    sock.setblocking(False)
    start, sent = time.monotonic(), 0
    while time.monotonic() - start < seconds:
        size = {"width": 100 + sent % 400, "height": 50 + sent % 150}
        try:
            sock.send(masked_frame(json.dumps(["resize", size])))
            sent += 1
        except OSError:  # full, or closed by the share: the viewer goes on regardless
            pass
        time.sleep(0.005)
    if reset:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def half_open(port: int, count: int) -> list[socket.socket]:
    """``count`` connections that send the start of a request and never its end."""
    opened = []
    for _n in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET / HTTP/1.1\r\nHost: a\r\n")
        opened.append(sock)
    return opened


def closed_by_the_server(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        return sock.recv(1) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True
