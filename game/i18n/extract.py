"""Find the translatable strings in the sources and bring the catalogs up to date.

    python -m game.i18n.extract          # add new messages (untranslated), drop stale ones
    python -m game.i18n.extract --check  # exit 1 naming missing and stale messages

A message is the literal argument of ``_("…")``, ``N_("…")``, ``ngettext("…", "…", n)``,
``Nn_("…", "…")`` or ``pgettext("context", "…")`` anywhere under ``game/`` and ``ai/``,
found with ``ast`` (xgettext is not part of Python).  Calls with a computed argument
(``_(self.title)``) translate a message marked elsewhere with ``N_`` and are not messages
themselves.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from pathlib import Path

from game.i18n import DOMAIN, LANGUAGES, LOCALE_DIR
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


def merged(code: str, old: list[Entry], messages: list[Entry]) -> list[Entry]:
    """The catalog of ``code`` for ``messages``: old translations kept, stale ones gone."""
    by_key = {e.key: e for e in old if e.msgid}
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


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def differences(code: str, messages: list[Entry]) -> tuple[list[str], list[str]]:
    """(missing, stale) message keys of the catalog of ``code``."""
    path = po_path(code)
    have = {e.key for e in read_po(path) if e.msgid} if path.is_file() else set()
    want = {m.key for m in messages}
    return sorted(want - have), sorted(have - want)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    messages = extract()
    bad = 0
    for code in LANGUAGES:
        if code == "en":
            continue
        path = po_path(code)
        if "--check" in args:
            missing, stale = differences(code, messages)
            for key in missing:
                print(f"{code}: missing {key!r}", file=sys.stderr)
            for key in stale:
                print(f"{code}: stale {key!r}", file=sys.stderr)
            bad += len(missing) + len(stale)
            continue
        old = read_po(path) if path.is_file() else []
        entries = merged(code, old, messages)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(format_po(entries), encoding="utf-8")
        todo = sum(1 for e in entries[1:] if not e.translated)
        print(f"{path}: {len(entries) - 1} messages, {todo} untranslated")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
