"""The house's floors: the rules core is pure and nothing below the client loads pygame."""

import ast
import subprocess
import sys
from pathlib import Path

from game.core.registry import ENTRIES

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
    assert {p.parent.name for p in modules} >= {"core", *(e.package for e in ENTRIES)}
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


# ------------------------------------------------------------------ the floors
FLOORS: dict[str, set[str]] = {
    "game.core": {"game.core"},
    "ai": {"game.core", "ai"},
    "game.i18n": {"game.core", "ai", "game.i18n"},
    "game.storage": {"game.core", "ai", "game.i18n", "game.storage"},
    "game.practice": {"game.core", "ai", "game.i18n", "game.practice"},
    "game.table": {"game.core", "ai", "game.table"},
    "game.net": {"game.core", "ai", "game.table", "game.net"},
    "game.client": {"game.core", "ai", "game.i18n", "game.storage", "game.practice",
                    "game.table", "game.net", "game.client"},
}
"""What each floor may import of the project: core < ai < table/practice/storage/i18n <
client.  The table (the referee and its seats) is UI-free and wordless: it speaks to seats
in data, and each seat's screen words it.
Practice also uses i18n (its verdicts and drill titles are catalog messages); storage
validates AI levels against ``ai.LEVELS`` and languages against i18n's (whose
``system_language`` gives the default); i18n words the core's cards and contracts and the
AI's reasons (``ai.reason``: codes and arguments, no English).  The network
(``game.net``: the table's wire, host and client) stands on the table; the client may use
both."""
THIRD_PARTY: dict[str, set[str]] = {"game.storage": {"platformdirs"}, "game.client": {"pygame"}}
"""Packages from outside the standard library, by floor (none for the others)."""


def floor_of(module: str) -> str | None:
    """The floor a module belongs to (``game.client.table.scene`` → ``game.client``), or None for
    a module of no floor (the entry points ``game.__main__``, ``game.launcher``, ...)."""
    for floor in FLOORS:
        if module == floor or module.startswith(floor + "."):
            return floor
    return None


def imported_modules(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Every module ``path`` imports, with its line: at the top, inside functions (lazy)
    and under ``if TYPE_CHECKING`` alike; ``from game import i18n`` counts as
    ``game.i18n``."""
    module = ".".join(path.relative_to(root).with_suffix("").parts)
    package = module.rsplit(".", 1)[0] if path.name != "__init__.py" else module[:-9]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            if base in ("game", "ai"):
                out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
            else:
                out.append((node.lineno, base))
    return out


def floor_violations(paths: list[Path], root: Path = ROOT) -> list[str]:
    """Each import in ``paths`` (files under ``root``) its floor may not make."""
    stdlib = set(sys.stdlib_module_names)
    found = []
    for path in paths:
        rel = path.relative_to(root).as_posix()
        floor = floor_of(".".join(path.relative_to(root).with_suffix("").parts))
        if floor is None:
            continue
        for line, name in imported_modules(path, root):
            top = name.split(".")[0]
            if top in ("game", "ai"):
                target = floor_of(name)
                if target is None or target not in FLOORS[floor]:
                    found.append(f"{rel}:{line} imports {name} ({floor} may import "
                                 + ", ".join(sorted(FLOORS[floor])) + ")")
            elif top not in stdlib and top not in THIRD_PARTY.get(floor, set()):
                found.append(f"{rel}:{line} imports {name}, from outside the standard library")
    return found


def project_modules() -> list[Path]:
    return sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "ai").rglob("*.py"))


# ---------------------------------------------------- function-local imports (issue 47)
MOST_LOCAL_IMPORTS = 15
"""Imports inside functions in ``game/`` and ``ai/``: each one hides an edge of the import
graph from tools and readers, so one stays only where it buys something measurable (a heavy
module kept off the window's first frame or a command's start, said in a comment beside
it).  Lower this when one goes; never raise it."""


def local_imports(source: str) -> list[int]:
    """The lines of the imports made inside a function of ``source``."""
    found: list[int] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append(child.lineno)
            walk(child, in_function or isinstance(child, (ast.FunctionDef,
                                                           ast.AsyncFunctionDef)))

    walk(ast.parse(source), False)
    return found


def test_the_local_import_count_finds_imports_inside_functions_only():
    source = ("import os\nif True:\n    import sys\n"
              "def f():\n    import json\n    def g():\n        from os import path\n"
              "class C:\n    def m(self):\n        import re\n")
    assert local_imports(source) == [5, 7, 10]


def test_function_local_imports_stay_few():
    counts = {path.relative_to(ROOT).as_posix(): len(local_imports(path.read_text("utf-8")))
              for path in project_modules()}
    total = sum(counts.values())
    assert total <= MOST_LOCAL_IMPORTS, sorted(
        ((n, f) for f, n in counts.items() if n), reverse=True)[:10]


# ------------------------------------------------------- import circles (issue 47)
MOST_IMPORT_CIRCLES = 0
"""Import circles among the modules of ``game/`` and ``ai/`` outside the client, counting
every import (at the top, inside a function, under ``TYPE_CHECKING``) and a module's
import of its parent packages.  None is left: where two modules needed each other, the
type both name has its own small module, or the lower one names what it reads of the
upper one in a ``Protocol`` (issue 47) — the game reads its states through
``core/dealt_state.DealtState`` and the log's entries are ``core/action_log``'s; the card
search asks ``ai/tricks/search_model.SearchModel`` and Blackout's bid search and goals
their own ``BidTreeModel``/``SeatScoring``; ``create_agent`` lives in ``ai.registry``, so
the agent names no registry; the history's plain data is ``storage/match_entry``'s; a
teacher's feedback reads ``practice.teacher.CallSituation``, not the situation above it.
Keep it at zero: a new circle means a type in the wrong module."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(type_checking: bool = True) -> dict[str, set[str]]:
    """Module → the project's modules it imports (and their parent packages)."""
    modules = {_module_name(p): p for p in project_modules()}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped: set[int] = set()
        if not type_checking:
            for node in ast.walk(tree):
                if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                    skipped |= {id(n) for b in node.body for n in ast.walk(b)}
        targets: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Import):
                targets |= {a.name for a in node.names if a.name in modules}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    full = f"{node.module}.{a.name}"
                    targets.add(full if full in modules else node.module)
        edges = set()
        for target in targets & set(modules):
            parts = target.split(".")
            edges |= {".".join(parts[:i]) for i in range(1, len(parts) + 1)}
        graph[name] = {e for e in edges & set(modules)
                       if e != name and not name.startswith(e + ".")}
    return graph


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of ``graph`` of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = [stack.pop()]
            while part[-1] != v:
                part.append(stack.pop())
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_circle_count_finds_a_circle_through_a_parent_package() -> None:
    graph = {"a": {"a.b"}, "a.b": {"c"}, "c": {"a"}, "d": {"c"}}
    assert import_circles(graph) == [["a", "a.b", "c"]]


def test_import_circles_outside_the_client_stay_few() -> None:
    outside = [c for c in import_circles(import_graph())
               if not all(m.startswith("game.client") for m in c)]
    assert len(outside) <= MOST_IMPORT_CIRCLES, outside


def test_no_import_circle_at_run_time() -> None:
    """Without the ``TYPE_CHECKING`` imports no module of ``game/`` or ``ai/`` outside the
    client imports itself round a circle (practice's drills looked their registry up)."""
    outside = [c for c in import_circles(import_graph(type_checking=False))
               if not all(m.startswith("game.client") for m in c)]
    assert outside == []


# ----------------------------------------------- duck-typed probes (issue 47)
MOST_INTERNAL_PROBES = 3
"""``getattr``/``hasattr`` of a named attribute on the project's own objects in ``game/``
and ``ai/`` (the platform's — ``sys``, ``os``, ``socket``, ``sqlite3``, ``signal``,
``pygame`` and its events, a logging handler, a C library — are not counted): a declared
type answers instead.  The three left, each for a reason:

- ``ai/agent.py`` (two): an agent given a state where an observation belongs says "pass
  state.observation(seat)"; the AI floor cannot name the state's or a ``SeatView``'s type.
- ``ai/sampling_loop.py``: a ``threading.local``'s count, unset in a thread that has not
  counted yet.

Lower this when one goes; never raise it."""
PLATFORM_RECEIVERS = frozenset({"sys", "os", "socket", "sqlite3", "signal", "pygame", "libc",
                                "event", "exc", "h"})


def internal_probes(source: str) -> list[int]:
    """The lines of ``getattr(x, "name")`` / ``hasattr(x, "name")`` in ``source`` whose
    ``x`` is not a platform object and whose name is not a dunder."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str)
                and not node.args[1].value.startswith("__")
                and not (isinstance(node.args[0], ast.Name)
                         and node.args[0].id in PLATFORM_RECEIVERS)):
            found.append(node.lineno)
    return found


def test_the_probe_count_finds_named_probes_of_own_objects_only():
    source = ("getattr(decision, 'action', decision)\nhasattr(link, 'say')\n"
              "getattr(sys, '_MEIPASS', None)\ngetattr(f, '__name__')\n"
              "getattr(settings, name)\n")
    assert internal_probes(source) == [1, 2]


def test_duck_typed_probes_of_the_projects_own_objects_stay_few():
    counts = {path.relative_to(ROOT).as_posix(): internal_probes(path.read_text("utf-8"))
              for path in project_modules()}
    found = sorted(f"{f}:{line}" for f, lines in counts.items() for line in lines)
    assert len(found) <= MOST_INTERNAL_PROBES, found


def test_every_floor_imports_only_the_floors_below_it():
    assert floor_violations(project_modules()) == []


def test_a_lazy_or_type_checking_import_from_a_higher_floor_is_caught(tmp_path):
    (tmp_path / "ai").mkdir()
    fake = tmp_path / "ai" / "levels.py"
    fake.write_text("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
                    "    from game.client.table.scene import TableScene\n\n\ndef f():\n"
                    "    import game.storage.clock\n    from game import practice\n",
                    encoding="utf-8")
    found = floor_violations([fake], tmp_path)
    assert [f.split(" imports ")[1].split(" ")[0] for f in found] == [
        "game.client.table.scene", "game.storage.clock", "game.practice"]


# --------------------------------------------------------------- game-id literals
GAME_PACKAGES = {entry.id: entry.package for entry in ENTRIES}
"""Each game id and the name of its package on every floor (``GameEntry.package``)."""
REGISTRIES = {"game/core/registry.py", "ai/registry.py", "game/client/games.py",
              "game/practice/games.py", "game/i18n/games.py"}
"""The one place per floor where the games are listed."""
KNOWN: dict[str, int] = {}
"""Literals left to remove, by file (none now).  Lower a count when one goes; never raise
it."""


def game_id_literals() -> dict[str, int]:
    """Files outside their game's own packages and the registries that spell a game id as
    a string (docstrings and comments do not count), with how many times."""
    counts: dict[str, int] = {}
    for path in project_modules():
        rel = path.relative_to(ROOT).as_posix()
        if rel in REGISTRIES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in GAME_PACKAGES:
                if f"/{GAME_PACKAGES[node.value]}/" in rel:
                    continue  # the game's own package, on any floor
                counts[rel] = counts.get(rel, 0) + 1
    return counts


def test_no_game_id_is_spelled_outside_its_packages_and_the_registries():
    found = game_id_literals()
    new = {f: n for f, n in found.items() if n > KNOWN.get(f, 0)}
    assert new == {}, f"game ids spelled outside their packages and registries: {new}"
    assert sum(found.values()) <= sum(KNOWN.values())


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


# ------------------------------------------------------------ duck-typed game probes
SEAMS = ("State", "Observation", "Options", "Game")
"""The shared interfaces a game extends (its state, observation, options and game)."""


def _class_members(paths: list[Path]) -> set[str]:
    """The fields, methods and properties of the seam classes in ``paths`` (a state, an
    observation, options, a game, or a class extending one)."""
    out: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            names = [node.name, *(ast.unparse(b).split("[")[0] for b in node.bases)]
            if not any(n.endswith(SEAMS) for n in names):
                continue
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    out.add(item.target.id)
                elif isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    out.add(item.name)
    return out


def game_features(root: Path = ROOT) -> set[str]:
    """What one game's core adds to the shared state, observation, options and game: the
    names shared code may not probe for (it asks the base interface, with its neutral
    default, or the game's registered object)."""
    core = root / "game" / "core"
    shared = _class_members(sorted(core.glob("*.py")))
    own = _class_members([p for name in GAME_PACKAGES.values()
                          for p in sorted((core / name).glob("*.py"))])
    return {name for name in own - shared if not name.startswith("_")}


def duck_probes(paths: list[Path], features: set[str], root: Path = ROOT) -> list[str]:
    """Each ``getattr(x, "<feature>")`` or ``hasattr(x, "<feature>")`` in ``paths``
    outside the games' own packages."""
    found = []
    for path in paths:
        rel = path.relative_to(root)
        if set(rel.parts) & set(GAME_PACKAGES.values()):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                    and isinstance(node.args[1], ast.Constant)
                    and node.args[1].value in features):
                found.append(f"{rel.as_posix()}:{node.lineno} {node.func.id}(..., "
                             f"{node.args[1].value!r})")
    return found


def test_shared_code_never_probes_for_one_games_features() -> None:
    """issue 36: ``getattr(state, "contra_seats")`` and its like are gone: a feature one
    game has is on the base interface with a neutral default (``schedule``, ``turn_up``,
    ``settlement``, ``shown_by_seat``, ``actors``), or asked of the game's view."""
    features = game_features()
    assert {"contra_seats", "forbidden_bid", "auction_winner_only"} <= features
    assert duck_probes(project_modules(), features) == []


def test_a_duck_typed_probe_is_caught(tmp_path: Path) -> None:
    (tmp_path / "game" / "client").mkdir(parents=True)
    fake = tmp_path / "game" / "client" / "sheet.py"
    fake.write_text("def f(state):\n    return getattr(state, 'contra_seats', None)\n",
                    encoding="utf-8")
    assert duck_probes([fake], {"contra_seats"}, tmp_path) == [
        "game/client/sheet.py:2 getattr(..., 'contra_seats')"]


# ------------------------------------------------------------ complete on every floor
def test_every_registered_game_is_complete_on_every_floor() -> None:
    """issue 41: a game in the core's registry has its AI, its teacher, its table view,
    its words (one ``GameWords`` descriptor: options, calls, refusals) translated in every
    language and its rules text in every language; the floors' registries list the same
    games, and no two games word one option or call differently."""
    from ai.registry import GAME_AIS
    from game.client.games import VIEWS
    from game.i18n.games import WORDS, conflicts
    from game.practice.games import TEACHERS
    from tests.game_floors import GAME_IDS, incompleteness

    assert len(GAME_IDS) >= 3
    assert conflicts() == []
    for registry in (GAME_AIS, TEACHERS, VIEWS, WORDS):  # sets: a test may put an entry back last
        assert set(registry) == set(GAME_IDS)
    assert {g: incompleteness(g) for g in GAME_IDS} == {g: [] for g in GAME_IDS}


def test_a_game_incomplete_on_a_floor_is_caught(monkeypatch) -> None:
    """A toy game registered in the core alone (Blackout's rules under another id, one
    option without words) is reported missing on every other floor."""
    import dataclasses

    from game.core import registry
    from game.core.blackout.game import Blackout
    from game.core.blackout.rules import BlackoutOptions
    from game.core.options import flag
    from tests.game_floors import incompleteness

    @dataclasses.dataclass(frozen=True)
    class ToyOptions(BlackoutOptions):
        toy_rule: bool = flag(False)

    class Toy(Blackout):
        id = "toy"

        def __init__(self, **options: object) -> None:
            super().__init__(**options)
            object.__setattr__(self, "options", ToyOptions(**dataclasses.asdict(self.options)))

    entry = registry.GameEntry("toy", "toy", lambda options: Toy(**options))
    monkeypatch.setitem(registry.GAMES, "toy", entry.make)
    monkeypatch.setattr(registry, "ENTRIES", (*registry.ENTRIES, entry))
    found = incompleteness("toy")
    floors = {line.split(":")[0] for line in found}
    assert floors == {"ai", "practice", "client", "i18n", "rules"}, found
    assert "i18n: no GameWords in game.i18n.games.WORDS" in found
    assert "rules: no assets/rules/hy/toy.md" in found
    # given Blackout's words, it still lacks those of its own option
    from game.i18n.games import WORDS

    monkeypatch.setitem(WORDS, "toy", WORDS["blackout"])
    found = incompleteness("toy")
    assert "i18n: option 'toy_rule' has no label in its GameWords" in found
    assert "i18n: option 'toy_rule' has no note in its GameWords" in found
    assert "i18n: no GameWords in game.i18n.games.WORDS" not in found


def test_a_refusal_without_words_and_two_wordings_are_caught(monkeypatch) -> None:
    """A game whose core raises a code its descriptor does not word, and two games wording
    one option differently, are both reported."""
    import dataclasses

    from game.i18n import games
    from tests.game_floors import incompleteness

    belote = games.WORDS["bazar-belote"]
    reasons = {k: v for k, v in belote.reasons.items() if k != "capot_is_final"}
    monkeypatch.setitem(games.WORDS, "bazar-belote", dataclasses.replace(belote, reasons=reasons))
    assert "i18n: refusal 'capot_is_final' has no template in its GameWords" in \
        incompleteness("bazar-belote")
    labels = {**belote.option_labels, "target": "Points to win"}
    monkeypatch.setitem(games.WORDS, "bazar-belote",
                        dataclasses.replace(belote, option_labels=labels))
    assert games.conflicts() == [
        "'target': partnership-blackout says 'Target score', bazar-belote 'Points to win'"]
