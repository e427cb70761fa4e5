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
    """Every module of the core, its per-game packages included."""
    modules = sorted(CORE.rglob("*.py"))
    assert {p.parent.name for p in modules} >= {"core", "blackout", "partnership", "belote"}
    return modules


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
