"""Find the translatable strings in the sources and bring the catalogs up to date.

    python -m game.i18n.extract          # add new messages (untranslated), drop stale ones
    python -m game.i18n.extract --check  # exit 1 naming missing and stale messages

A message is the literal argument of ``_("…")``, ``N_("…")``, ``ngettext("…", "…", n)``,
``Nn_("…", "…")`` or ``pgettext("context", "…")`` anywhere under ``game/`` and ``ai/``,
found with ``ast`` (xgettext is not part of Python).  Calls with a computed argument
(``_(self.title)``) translate a message marked elsewhere with ``N_`` and are not messages
themselves.

Each message goes to one catalog (``game/i18n/__init__.py`` says why): a game's own when
only that game's files use it -- a file is a game's when a folder on its path or the module
itself is named for the game's package (``game/client/belote/…``, ``ai/belote/…``,
``game/i18n/belote.py``, ``game/practice/lessons/data/belote.py``) -- and the shared
``trickbid`` catalog when shared code or two games use it.  A translation follows its
message from one catalog of a language to another, so a message that moves keeps its words.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from game.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, game_domains
from game.i18n.catalog import Entry, format_po, read_po

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = ("game", "ai")
FUNCTIONS = {"_": 1, "N_": 1, "ngettext": 2, "Nn_": 2, "pgettext": 2}
PLURAL_FORMS = {
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
    "fr": "nplurals=2; plural=(n > 1);",
    "hy": "nplurals=2; plural=(n > 1);",  # CLDR: "one" is 0 and 1, as in French
}


def source_files(root: Path = ROOT) -> list[Path]:
    files: list[Path] = []
    for d in SOURCE_DIRS:
        files += sorted((root / d).rglob("*.py"))
    return files


def messages_in(tree: ast.AST, where: str = "<source>") -> list[Entry]:
    """The messages of one parsed module, in source order."""
    found: list[tuple[int, int, Entry]] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        name = node.func.id
        if name not in FUNCTIONS or len(node.args) < FUNCTIONS[name]:
            continue
        args = node.args[:FUNCTIONS[name]]
        if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            continue
        texts = [str(a.value) for a in args if isinstance(a, ast.Constant)]
        if name in ("ngettext", "Nn_"):
            entry = Entry(texts[0], plural=texts[1])
        elif name == "pgettext":
            entry = Entry(texts[1], context=texts[0])
        else:
            entry = Entry(texts[0])
        found.append((node.lineno, node.col_offset, entry))
    return [e for _line, _col, e in sorted(found, key=lambda t: (t[0], t[1]))]


def extract(files: Iterable[Path] | None = None) -> list[Entry]:
    """Every message of the sources once, in order of first appearance."""
    seen: dict[str, Entry] = {}
    for path in source_files() if files is None else files:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for entry in messages_in(tree, str(path)):
            seen.setdefault(entry.key, entry)
    return list(seen.values())


def game_of(path: Path, packages: Sequence[str], root: Path = ROOT) -> str | None:
    """The game package whose file ``path`` is (a folder on its path or the module named
    for it), or None for shared code."""
    parts = path.relative_to(root).parts
    for part in (*parts[:-1], path.stem):
        if part in packages:
            return part
    return None


def catalogs(files: Iterable[Path] | None = None, packages: Sequence[str] | None = None,
             root: Path = ROOT) -> dict[str, list[Entry]]:
    """Every message of the sources once, by catalog (the shared one first, then each
    game's in the registry's order), each catalog in order of first appearance."""
    games = game_domains() if packages is None else tuple(packages)
    entries: dict[str, Entry] = {}
    users: dict[str, set[str]] = {}
    for path in source_files(root) if files is None else files:
        domain = game_of(path, games, root) or DOMAIN
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for entry in messages_in(tree, str(path)):
            entries.setdefault(entry.key, entry)
            users.setdefault(entry.key, set()).add(domain)
    out: dict[str, list[Entry]] = {DOMAIN: [], **{g: [] for g in games}}
    for key, entry in entries.items():
        (only,) = users[key] if len(users[key]) == 1 else {DOMAIN}
        out[only].append(entry)
    return out


def header(code: str) -> Entry:
    return Entry("", (
        "Project-Id-Version: trickbid\n"
        f"Language: {code}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {PLURAL_FORMS[code]}\n"))


def nplurals(code: str) -> int:
    return int(PLURAL_FORMS[code].split("nplurals=")[1].split(";")[0])


def merged(code: str, old: list[Entry], messages: list[Entry],
           known: Iterable[Entry] = ()) -> list[Entry]:
    """The catalog of ``code`` for ``messages``: old translations kept (``old``, this
    catalog's, and ``known``, the language's other catalogs', where a message moved from),
    stale ones gone."""
    by_key = {e.key: e for e in (*known, *old) if e.msgid}
    head = next((e for e in old if e.msgid == "" and not e.context), header(code))
    out = [head]
    for m in messages:
        kept = by_key.get(m.key)
        if kept is not None:
            out.append(kept)
            continue
        forms = [""] * nplurals(code) if m.plural else []
        out.append(Entry(m.msgid, plural=m.plural, context=m.context, forms=forms))
    return out


def po_path(code: str, domain: str = DOMAIN) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def stray_catalogs(code: str, domains: Iterable[str]) -> list[Path]:
    """The catalogs of ``code`` that are neither the shared one nor a registered game's."""
    wanted = set(domains)
    return [p for p in sorted((LOCALE_DIR / code / "LC_MESSAGES").glob("*.po"))
            if p.stem not in wanted]


def differences(code: str, messages: list[Entry],
                domain: str = DOMAIN) -> tuple[list[str], list[str]]:
    """(missing, stale) message keys of the catalog ``domain`` of ``code``."""
    path = po_path(code, domain)
    have = {e.key for e in read_po(path) if e.msgid} if path.is_file() else set()
    want = {m.key for m in messages}
    return sorted(want - have), sorted(have - want)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    by_domain = catalogs()
    bad = 0
    for code in LANGUAGES:
        if code == "en":
            continue
        for stray in stray_catalogs(code, by_domain):
            print(f"{stray}: no such game in the registry (remove it)", file=sys.stderr)
            bad += 1
        known = [e for p in sorted((LOCALE_DIR / code / "LC_MESSAGES").glob("*.po"))
                 for e in read_po(p)]
        for domain, messages in by_domain.items():
            bad += _check(code, domain, messages) if "--check" in args else \
                _write(code, domain, messages, known)
    return 1 if bad else 0


def _check(code: str, domain: str, messages: list[Entry]) -> int:
    missing, stale = differences(code, messages, domain)
    for key in missing:
        print(f"{code}/{domain}: missing {key!r}", file=sys.stderr)
    for key in stale:
        print(f"{code}/{domain}: stale {key!r}", file=sys.stderr)
    return len(missing) + len(stale)


def _write(code: str, domain: str, messages: list[Entry], known: list[Entry]) -> int:
    path = po_path(code, domain)
    old = read_po(path) if path.is_file() else []
    entries = merged(code, old, messages, known)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(format_po(entries), encoding="utf-8")
    todo = sum(1 for e in entries[1:] if not e.translated)
    print(f"{path}: {len(entries) - 1} messages, {todo} untranslated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
