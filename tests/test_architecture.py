"""The house's floors: the rules core is pure and nothing below the client loads pygame."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "game" / "core"
FORBIDDEN_CALLS = {"print", "open", "input", "eval", "exec"}


def test_importing_the_core_and_the_ai_leaves_pygame_unloaded():
    code = "import sys, game.core, ai; assert 'pygame' not in sys.modules, 'pygame loaded'"
    done = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def core_modules():
    return sorted(CORE.glob("*.py"))


def test_the_core_imports_only_the_standard_library_and_itself():
    allowed = set(sys.stdlib_module_names) | {"game"}
    for path in core_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                top = name.split(".")[0]
                assert top in allowed, f"{path.name} imports {name}"
                assert not name.startswith("game.") or name.startswith("game.core"), (
                    f"{path.name} imports {name} from a higher floor"
                )


def test_the_core_does_no_io_and_uses_no_global_random():
    for path in core_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Name):
                    assert func.id not in FORBIDDEN_CALLS, f"{path.name} calls {func.id}()"
                if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                        and func.value.id == "random"):
                    assert func.attr == "Random", f"{path.name} uses random.{func.attr}()"
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                assert [a.name for a in node.names] == ["Random"], path.name


BENCH_ONLY = {"pyspiel", "open_spiel"}
"""Packages of the ``bench`` extra: bench/vs_openspiel.py may use them, nothing shipped may."""


def bench_only_imports(source: str) -> list[str]:
    """The modules of ``BENCH_ONLY`` that ``source`` imports (statements or
    ``importlib.import_module``/``__import__`` with a literal name)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and ((isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
                   or (isinstance(node.func, ast.Name) and node.func.id == "__import__"))):
            names = [node.args[0].value]
        found += [n for n in names if n.split(".")[0] in BENCH_ONLY]
    return found


def test_the_bench_only_check_finds_each_way_of_importing_openspiel():
    source = (
        "import os, pyspiel\n"
        "from open_spiel.python.algorithms import ismcts\n"
        "def later():\n"
        "    import importlib\n"
        "    return importlib.import_module('open_spiel.python'), __import__('pyspiel')\n"
        "text = 'import pyspiel'  # a string is not an import\n"
    )
    assert sorted(bench_only_imports(source)) == [
        "open_spiel.python", "open_spiel.python.algorithms", "pyspiel", "pyspiel"
    ]


def test_openspiel_is_imported_by_no_shipped_module_test_or_build_script():
    paths = [p for top in ("game", "ai", "tests", "build") for p in (ROOT / top).rglob("*.py")]
    paths.append(ROOT / "installer.spec")
    assert len(paths) > 50 and all(p.is_file() for p in paths)
    for path in paths:
        found = bench_only_imports(path.read_text(encoding="utf-8"))
        assert not found, f"{path.relative_to(ROOT)} imports {found}: OpenSpiel is for bench/ only"
