"""``degaine share``'s arguments and host key: refused in words, exit 2, nothing started."""

import argparse
import io
import socket
import stat
from pathlib import Path

import pytest

from tui.cli import main
from tui.share.address import Address, AddressError, parse_address
from tui.share.command import (
    PASSWORD_LENGTH,
    PASSWORD_LETTERS,
    PASSWORD_VARIABLE,
    add_share_parser,
    new_password,
    share_options,
)
from tui.share.host_key import HostKeyError, load_or_create_host_key
from tui.share.serve import warn_if_open


@pytest.fixture
def private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder (the host key's) and a store of this test's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("DEGAINE_DB", str(tmp_path / "store.sqlite3"))
    monkeypatch.setenv("DEGAINE_CONFIG", str(tmp_path / "config.toml"))
    return tmp_path


def refusal(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """The one line ``degaine share ARGS`` prints on stderr as it exits with 2."""
    assert main(["share", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and err.startswith("degaine share: "), err
    return err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ((), "say how the players join: --web PORT (browsers), --ssh PORT"),
        (("--ssh", "70000"), "'70000': the port must be a number from 0 to 65535"),
        (("--ssh", "22x"), "the port must be a number"),
        (("--web", "::1:8000"), "put an IPv6 address in brackets, as in [::1]:2222"),
        (("--ssh", ":2222"), "the host before ':' is empty"),
        (("--web", "8000", "--ssh", "8000"), "--web and --ssh cannot both listen on 8000"),
        (("--ssh", "0", "--max-viewers", "0"), "--max-viewers must be a number from 1 to 256"),
        (("--ssh", "0", "--max-viewers", "lots"), "not 'lots'"),
        (("--ssh", "0", "--password", "abc"), "the password must have at least 8 characters"),
        (("--ssh", "0", "--password", "open sesame"), "must not contain spaces"),
        (("--ssh", "0", "--password", "1234567"), "at least 8 characters"),
        (
            ("--ssh", "0", "--password", "open-sesame", "--password-file", "/dev/null"),
            "--password or --password-file, not both",
        ),
        (("--ssh", "0", "--password-file", "/no/such/file"), "cannot read the password file"),
        (("--ssh", "0", "--password-file", "/dev/null"), "on its first line"),
        (("--web", "0", "--allow-host", "evil.example:80"), "without a port"),
    ],
)
def test_a_bad_argument_is_one_line_in_words_and_exit_2(
    private: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], said: str
) -> None:
    assert said in refusal(capsys, *args)
    assert not (private / "data").exists()  # no host key made for a refused command


def test_a_store_that_is_a_folder_is_refused_before_anything_listens(
    private: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "folder" in refusal(capsys, "--db", str(private), "--ssh", "127.0.0.1:0")


def test_addresses_default_to_this_machine_only() -> None:
    assert parse_address("2222") == Address("127.0.0.1", 2222)
    assert parse_address("2222").local_only
    assert parse_address("[::1]:0") == Address("::1", 0) and parse_address("[::1]:0").local_only
    assert parse_address("localhost:8000").local_only
    assert not parse_address("0.0.0.0:8000").local_only
    assert not parse_address("gm-laptop.local:8000").local_only
    with pytest.raises(AddressError):
        parse_address("８０００")  # full-width digits are no port


def test_listening_beyond_this_machine_is_said_and_this_machine_only_is_not() -> None:
    out = io.StringIO()
    warn_if_open(out, Address("127.0.0.1", 2222))
    assert out.getvalue() == ""
    warn_if_open(out, Address("0.0.0.0", 8000))
    assert out.getvalue() == (
        "Warning: 0.0.0.0 can be reached from other machines: anyone who reaches it can try"
        " the password.\n"
    )


def test_a_made_password_is_long_random_and_easy_to_read_out() -> None:
    words = {new_password() for _time in range(20)}
    assert len(words) == 20
    assert all(len(w) == PASSWORD_LENGTH and set(w) <= set(PASSWORD_LETTERS) for w in words)


def test_the_host_key_is_made_once_private_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "data" / "degaine" / "share_host_key"
    key = load_or_create_host_key(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert key.algorithm == b"ssh-ed25519"
    again = load_or_create_host_key(path)
    assert again.get_fingerprint() == key.get_fingerprint()


def test_a_host_key_others_can_read_is_refused_and_says_why(
    private: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = private / "data" / "degaine" / "share_host_key"
    load_or_create_host_key(path)
    path.chmod(0o644)
    with pytest.raises(HostKeyError, match="can be read by other users"):
        load_or_create_host_key(path)
    said = refusal(capsys, "--ssh", "127.0.0.1:0", "--password", "open-sesame")
    assert f"the SSH host key {path} can be read by other users (mode 644)" in said
    assert "chmod 600" in said
    assert stat.S_IMODE(path.stat().st_mode) == 0o644  # the GM's file, left as it was


def test_a_damaged_host_key_is_refused_in_words(tmp_path: Path) -> None:
    path = tmp_path / "share_host_key"
    path.write_text("not a key")
    path.chmod(0o600)
    with pytest.raises(HostKeyError, match="cannot be read"):
        load_or_create_host_key(path)


@pytest.mark.parametrize("way", ["--ssh", "--web"])
def test_a_port_already_taken_is_one_line_and_nothing_is_left_listening(
    private: Path, capsys: pytest.CaptureFixture[str], way: str
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        # With the other way in beside it: if that one started first, it is stopped again.
        other = "--web" if way == "--ssh" else "--ssh"
        said = refusal(capsys, way, f"127.0.0.1:{port}", other, "127.0.0.1:0")
    assert f"cannot listen on 127.0.0.1:{port}: " in said
    assert not (private / "store.sqlite3-shared").exists()


def share_args(*args: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db")
    parser.add_argument("--theme")
    add_share_parser(parser.add_subparsers(), argparse.ArgumentParser(add_help=False))
    return parser.parse_args(["share", "--web", "0", *args])


def test_the_password_can_come_from_a_file_or_the_variable_not_seen_in_ps(
    private: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = private / "password"
    secret.write_text("from-the-file\nignored\n")
    assert share_options(share_args("--password-file", str(secret))).password == "from-the-file"
    monkeypatch.setenv(PASSWORD_VARIABLE, "from-the-variable")
    options = share_options(share_args())
    assert (options.password, options.password_given) == ("from-the-variable", True)
    assert share_options(share_args("--password", "typed-here")).password == "typed-here"
    monkeypatch.setenv(PASSWORD_VARIABLE, "short")
    with pytest.raises(ValueError, match="at least 8 characters"):
        share_options(share_args())


def test_the_names_a_reverse_proxy_gives_are_kept_as_a_browser_sends_them(private: Path) -> None:
    options = share_options(
        share_args("--allow-host", "Board.Example.org.", "--allow-host", "[::1]")
    )
    assert options.proxy_names == ("board.example.org", "::1")


def test_the_help_says_where_a_password_may_come_from(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["share", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "--password-file FILE" in said and PASSWORD_VARIABLE in said and "ps" in said
