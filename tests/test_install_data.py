"""A plain (non-editable) install carries every asset: pyproject's data-files list them all."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_data_files_cover_every_asset_the_game_loads():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data_files = config["tool"]["setuptools"]["data-files"]
    installed = set()
    for target, patterns in data_files.items():
        assert target.startswith("share/trickbid/assets")
        for pattern in patterns:
            for path in ROOT.glob(pattern):
                rel = path.relative_to(ROOT / "assets")
                assert target == "/".join(["share/trickbid/assets", *rel.parts[:-1]]), path
                installed.add(rel)
    shipped = {
        p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*")
        if p.is_file() and "tools" not in p.relative_to(ROOT / "assets").parts
        and "__pycache__" not in p.parts
    }
    assert shipped - installed == set()
