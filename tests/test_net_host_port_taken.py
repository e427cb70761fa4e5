"""``trickbid host --port P`` on a port in use is a usage error, in one line, with no
traceback (issue 48, defect 8)."""

from __future__ import annotations

import socket

import pytest

from game.net.cli import host_main


def test_a_port_in_use_is_a_usage_error_without_a_traceback(
        capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit) as exit_:
            host_main(["--game", "blackout", "--players", "3", "--seats", "open,easy,easy",
                       "--port", str(port), "--address", "127.0.0.1", "--no-announce",
                       "--headless"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert f"cannot listen on 127.0.0.1:{port}" in err and "--port" in err
    assert err.startswith("usage: trickbid host")
