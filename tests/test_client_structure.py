"""The client's structure (issue 36, item 5): no scene holds the app, the scenes and the
app import each other in no circle, and the table scene is made of parts it owns, not of
mixins."""

from __future__ import annotations

import ast
from pathlib import Path

from game.client.scenes import Scene
from game.client.table.scene import TableScene
from tests.test_architecture import ROOT, import_circles, imported_modules

CLIENT = ROOT / "game" / "client"


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """``imported_modules``, where ``from package import name`` also counts as an import of
    ``package.name`` (the name may be a module: ``from game.client import app``)."""
    found = imported_modules(path, root)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found += [(node.lineno, f"{node.module}.{a.name}") for a in node.names]
    return found


def app_holders(paths: list[Path], root: Path = ROOT) -> list[str]:
    """Where a client module other than ``app.py`` imports the app, or names ``App``
    (in an annotation, a string annotation, an attribute's type, anywhere)."""
    found = []
    for path in paths:
        if path.name == "app.py" and path.parent.name == "client":
            continue
        rel = path.relative_to(root).as_posix()
        for line, name in imports_of(path, root):
            if name == "game.client.app" or name.startswith("game.client.app."):
                found.append(f"{rel}:{line} imports the app")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            named = (isinstance(node, ast.Name) and node.id == "App") or (
                isinstance(node, ast.Constant) and isinstance(node.value, str)
                and "App" in node.value.replace("|", " ").replace("[", " ").split())
            if named:
                found.append(f"{rel}:{node.lineno} names App")
    return found


def client_modules() -> list[Path]:
    return sorted(CLIENT.rglob("*.py"))


def test_no_client_module_but_the_app_imports_or_names_the_app() -> None:
    assert app_holders(client_modules()) == []


def test_a_scene_that_holds_the_app_is_caught(tmp_path: Path) -> None:
    package = tmp_path / "game" / "client"
    package.mkdir(parents=True)
    (package / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from game.client.app import App\n\n\nclass S:\n    app: 'App'\n")
    (package / "lazy.py").write_text(
        "def f(x):\n    from game.client import app\n    return app\n")
    (package / "stored.py").write_text("class S:\n    def __init__(self, a: App) -> None:\n"
                                       "        self.a = a\n")
    found = app_holders(sorted(package.glob("*.py")), tmp_path)
    assert any(f.startswith("game/client/typed.py:3 imports") for f in found)
    assert any(f.startswith("game/client/typed.py:7 names") for f in found)
    assert any(f.startswith("game/client/lazy.py:2 imports") for f in found)
    assert any(f.startswith("game/client/stored.py:2 names") for f in found)


def circles(paths: list[Path], root: Path = ROOT) -> list[set[str]]:
    """The import circles among ``paths`` (every import counts: lazy, TYPE_CHECKING)."""
    names = {module_name(p, root): p for p in paths}

    def target(name: str) -> str | None:
        while name and name not in names:
            name = name.rpartition(".")[0]
        return name or None

    graph = {m: {t for _line, n in imports_of(p, root)
                 if (t := target(n)) is not None and t != m} for m, p in names.items()}
    return [set(circle) for circle in import_circles(graph)]


def scene_modules() -> set[str]:
    """The client modules that define a scene, and the app that runs them."""
    found = {"game.client.app", "game.client.scenes"}
    for path in client_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.ClassDef) for n in tree.body):
            module = module_name(path)
            __import__(module)
            import sys

            if any(isinstance(v, type) and issubclass(v, Scene)
                   for v in vars(sys.modules[module]).values()):
                found.add(module)
    return found


def test_no_scene_and_not_the_app_is_in_an_import_circle() -> None:
    """The issue found one circle of 25 client files through the app (21 when this was
    written): scenes imported ``App`` and the app imported the scenes."""
    scenes = scene_modules()
    assert len(scenes) > 15
    assert [c for c in circles(client_modules()) if c & scenes] == []


def test_the_circle_check_finds_a_circle(tmp_path: Path) -> None:
    package = tmp_path / "game" / "client"
    package.mkdir(parents=True)
    (package / "a.py").write_text("from game.client.b import B\n")
    (package / "b.py").write_text("def f():\n    from game.client import c\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                  "    from game.client.a import A\n")
    (package / "d.py").write_text("from game.client.a import A\n")
    assert circles(sorted(package.glob("*.py")), tmp_path) == [
        {"game.client.a", "game.client.b", "game.client.c"}]


def test_the_table_scene_is_a_scene_made_of_parts_not_mixins() -> None:
    assert TableScene.__mro__ == (TableScene, Scene, object)


# ------------------------------------------------------------- rooms (issue 47, item 1)
MOST_MODULES_IN_A_ROOM = 20
"""Modules of one client folder, its ``__init__`` aside."""
LONGEST_MODULE = 500
"""Lines of a client module."""
LONGEST_APP = 250
"""Lines of the ``App`` class: the loop, the scene stack and the window, nothing else."""
ROOMS = {"table", "matches", "friends", "practice", "history", "screens", "ui", "lessons",
         "blackout", "partnership", "belote"}
"""The client's sub-packages: its parts, and one per game."""


def crowded_rooms(client: Path) -> dict[str, int]:
    """Client folders holding more than ``MOST_MODULES_IN_A_ROOM`` modules."""
    folders = [client, *[p for p in client.rglob("*") if p.is_dir() and p.name != "__pycache__"]]
    counts = {f.relative_to(client.parent).as_posix():
              len([m for m in f.glob("*.py") if m.name != "__init__.py"]) for f in folders}
    return {name: n for name, n in counts.items() if n > MOST_MODULES_IN_A_ROOM}


def long_modules(client: Path) -> dict[str, int]:
    found = {}
    for path in client.rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > LONGEST_MODULE:
            found[path.relative_to(client.parent).as_posix()] = lines
    return found


def test_the_client_is_in_rooms_none_crowded_and_no_module_long() -> None:
    rooms = {p.name for p in CLIENT.iterdir() if (p / "__init__.py").is_file()}
    assert rooms == ROOMS
    assert crowded_rooms(CLIENT) == {}
    assert long_modules(CLIENT) == {}


def test_the_room_checks_find_a_crowded_folder_and_a_long_module(tmp_path: Path) -> None:
    client = tmp_path / "client"
    (client / "big").mkdir(parents=True)
    for n in range(MOST_MODULES_IN_A_ROOM + 1):
        (client / "big" / f"m{n}.py").write_text("")
    (client / "big" / "__init__.py").write_text("")
    (client / "long.py").write_text("x = 1\n" * (LONGEST_MODULE + 1))
    assert crowded_rooms(client) == {"client/big": MOST_MODULES_IN_A_ROOM + 1}
    assert long_modules(client) == {"client/long.py": LONGEST_MODULE + 1}


def test_the_app_only_runs_the_window() -> None:
    tree = ast.parse((CLIENT / "app.py").read_text(encoding="utf-8"))
    app = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "App")
    assert app.end_lineno is not None
    assert app.end_lineno - app.lineno + 1 < LONGEST_APP
