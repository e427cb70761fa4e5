"""Issue 37: each window open on one machine has its own token at a table (a second
window joining the same table does not take the first one's seat), and a window started
again after a crash has the token it had (its seat comes back)."""

from __future__ import annotations

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
