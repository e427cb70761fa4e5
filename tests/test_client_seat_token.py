"""Issue 37: each window open on one machine has its own token at a table (a second
window joining the same table does not take the first one's seat), and a window started
again after a crash has the token it had (its seat comes back)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.client.friends.seat_token import table_token

WINDOW = """
import sys
from pathlib import Path
from game.client.friends.seat_token import table_token
print(table_token("192.168.1.20", 47390, "K7QM", Path(sys.argv[1])), flush=True)
sys.stdin.readline()  # open until told (or killed)
"""


def window(folder: Path) -> tuple[subprocess.Popen[str], str]:
    """Another Trickbid process (a window) that asks its token and stays open."""
    proc = subprocess.Popen([sys.executable, "-c", WINDOW, str(folder)], text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    assert len(line) == 32, line
    return proc, line


def test_two_windows_have_two_tokens_and_a_crashed_one_comes_back_with_its_own(
        tmp_path: Path) -> None:
    first, token = window(tmp_path)
    try:
        # this process is a second window, open while the first is
        second = table_token("127.0.0.1", 47390, "k7qm", tmp_path)
        assert second != token
        assert second == table_token("10.0.0.5", 47390, "K7QM", tmp_path)  # its own, kept
        first.kill()  # the first window crashes...
        first.wait(10)
        again, token_again = window(tmp_path)  # ...and is started again
        try:
            assert token_again == token  # its token, so its seat
            third, token_third = window(tmp_path)  # a third window, open with both
            try:
                assert token_third not in (token, second)
            finally:
                third.kill()
                third.wait(10)
        finally:
            again.kill()
            again.wait(10)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(10)


READ_ONLY_WINDOW = """
import os
import sys
from pathlib import Path
from game.client.friends.seat_token import table_token
sys.stdin.readline()  # started by root: wait until the folder is read-only
if getattr(os, "geteuid", lambda: -1)() == 0:
    os.seteuid(65534)  # root ignores permission bits: be a user the folder is read-only to
print(table_token("192.168.1.20", 47390, "K7QM", Path(sys.argv[1])), flush=True)
sys.stdin.readline()
"""


def test_two_windows_on_a_read_only_folder_holding_the_key_have_two_tokens() -> None:
    """Issue 46, fault 9: no slot lock can be made in a read-only folder; the slot was ""
    for every window, and the seat key already there made the tokens equal, so the second
    window to join took the first one's seat."""
    from game.client.friends.seat_token import SECRET_NAME, _secret
    from tests.storage_support import NOBODY, open_folder, permission_bits_apply, read_only

    with open_folder() as folder:
        if getattr(os, "geteuid", lambda: -1)() == 0:
            os.chown(folder, NOBODY, -1)  # the player's own folder
        with permission_bits_apply():
            _secret(folder)  # the player's key, made while the folder was writable
        assert (folder / SECRET_NAME).stat().st_size == 32
        proc = subprocess.Popen([sys.executable, "-c", READ_ONLY_WINDOW, str(folder)],
                                text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        try:
            assert proc.stdin is not None and proc.stdout is not None
            with read_only(folder):
                proc.stdin.write("go\n")
                proc.stdin.flush()
                first = proc.stdout.readline().strip()
                second = table_token("192.168.1.20", 47390, "K7QM", folder)
        finally:
            proc.kill()
            proc.wait(10)
        assert len(first) == len(second) == 32
        assert first != second
        assert not list(folder.glob("trickbid-seat-*.lock"))  # no lock could be made
