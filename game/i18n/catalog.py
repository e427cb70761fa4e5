"""The ``.po`` format read and written, and ``.mo`` files built from it (standard library).

GNU ``msgfmt`` is not part of Python, so the catalogs are compiled by this module: a
``.mo`` file is a small hash-less table of sorted (original, translation) byte pairs, the
layout ``gettext.GNUTranslations`` reads.  Plural entries are stored as
``singular\\0plural`` → ``form0\\0form1\\0…``; a context as ``context\\x04msgid``.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Entry:
    """One message of a catalog."""

    msgid: str
    msgstr: str = ""
    plural: str = ""
    """The plural source form ("" for a plain message)."""
    forms: list[str] = field(default_factory=list)
    """The translated plural forms (``msgstr[0]``, ``msgstr[1]``, …)."""
    context: str = ""
    comments: list[str] = field(default_factory=list)
    fuzzy: bool = False

    @property
    def key(self) -> str:
        """The lookup key in a ``.mo`` file (and the identity of the entry)."""
        base = self.msgid if not self.plural else f"{self.msgid}\0{self.plural}"
        return f"{self.context}\x04{base}" if self.context else base

    @property
    def translated(self) -> bool:
        if self.fuzzy:
            return False
        if self.plural:
            return bool(self.forms) and all(self.forms)
        return bool(self.msgstr)

    @property
    def value(self) -> str:
        return "\0".join(self.forms) if self.plural else self.msgstr


class PoError(ValueError):
    """A ``.po`` file that does not parse; the message names the line."""


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if not (text.startswith('"') and text.endswith('"')):
        raise PoError(f"{where}: expected a quoted string, got {text!r}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError) as exc:
        raise PoError(f"{where}: bad string {text!r} ({exc})") from None
    if not isinstance(value, str):
        raise PoError(f"{where}: expected a string, got {text!r}")
    return value


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """The entries of a ``.po`` file, the header (msgid "") first if present."""
    entries: list[Entry] = []
    current: Entry | None = None
    target: tuple[str, int] | None = None  # the field continued by a bare "..." line
    comments: list[str] = []
    fuzzy = False

    def finish() -> None:
        nonlocal current
        if current is not None:
            entries.append(current)
        current = None

    for number, raw in enumerate(text.splitlines(), 1):
        where = f"{name}:{number}"
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if current is not None and target is not None and target[0] != "msgctxt":
                finish()
                target = None
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            elif line.startswith("#."):
                comments.append(line[2:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if current is None or target is None:
                raise PoError(f"{where}: a continued string with nothing to continue")
            piece = _unquote(line, where)
            kind, index = target
            if kind == "msgid":
                current.msgid += piece
            elif kind == "msgid_plural":
                current.plural += piece
            elif kind == "msgctxt":
                current.context += piece
            elif kind == "msgstr":
                current.msgstr += piece
            else:
                current.forms[index] += piece
            continue
        if keyword == "msgctxt":
            finish()
            current = Entry("", context=_unquote(rest, where), comments=comments, fuzzy=fuzzy)
            comments, fuzzy = [], False
            target = ("msgctxt", 0)
        elif keyword == "msgid":
            if current is None or target is None or target[0] != "msgctxt":
                finish()
                current = Entry("", comments=comments, fuzzy=fuzzy)
                comments, fuzzy = [], False
            current.msgid = _unquote(rest, where)
            target = ("msgid", 0)
        elif keyword == "msgid_plural" and current is not None:
            current.plural = _unquote(rest, where)
            target = ("msgid_plural", 0)
        elif keyword == "msgstr" and current is not None:
            current.msgstr = _unquote(rest, where)
            target = ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and current is not None:
            index = int(keyword[7:-1])
            if index != len(current.forms):
                raise PoError(f"{where}: plural forms must come in order, got {keyword}")
            current.forms.append(_unquote(rest, where))
            target = ("form", index)
        else:
            raise PoError(f"{where}: unexpected line {raw!r}")
    finish()
    return entries


def _quote(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\t", "\\t"))
    return f'"{escaped}"'


def _field(keyword: str, value: str) -> list[str]:
    if "\n" in value[:-1]:
        parts = value.splitlines(keepends=True)
        return [f'{keyword} ""'] + [_quote(p) for p in parts]
    return [f"{keyword} {_quote(value)}"]


def format_po(entries: list[Entry]) -> str:
    """The text of a ``.po`` file holding ``entries`` in their order."""
    blocks: list[str] = []
    for e in entries:
        lines = [f"#. {c}" for c in e.comments]
        if e.fuzzy:
            lines.append("#, fuzzy")
        if e.context:
            lines += _field("msgctxt", e.context)
        lines += _field("msgid", e.msgid)
        if e.plural:
            lines += _field("msgid_plural", e.plural)
            for i, form in enumerate(e.forms):
                lines += _field(f"msgstr[{i}]", form)
        else:
            lines += _field("msgstr", e.msgstr)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def build_mo(entries: list[Entry]) -> bytes:
    """The ``.mo`` bytes of the translated entries (the header included; fuzzy ones left
    out, as ``msgfmt`` does), keys sorted so the same catalog always gives the same file."""
    pairs = sorted((e.key.encode("utf-8"), e.value.encode("utf-8"))
                   for e in entries if e.translated or e.msgid == "")
    count = len(pairs)
    keys_start = 7 * 4
    values_start = keys_start + count * 8
    data_start = values_start + count * 8
    offsets: list[int] = []
    blob = bytearray()
    for key, _value in pairs:
        offsets += [len(key), data_start + len(blob)]
        blob += key + b"\0"
    for _key, value in pairs:
        offsets += [len(value), data_start + len(blob)]
        blob += value + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, count, keys_start, values_start, 0, 0)
    return header + struct.pack(f"<{len(offsets)}I", *offsets) + bytes(blob)


def read_po(path: Path) -> list[Entry]:
    return parse_po(path.read_text(encoding="utf-8"), str(path))
