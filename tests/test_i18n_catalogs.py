"""The translation catalogs: complete, not stale, compiled, and loadable through gettext.

A message used in the code but missing from a catalog, or one left in a catalog after the
code dropped it, fails here; so does a translation that loses or invents a ``{placeholder}``
and a ``.mo`` that was not recompiled after its ``.po`` changed.  Each game's own messages
are in its own catalog and the shared ones in ``trickbid``: a message in the wrong one is
both missing from where it belongs and stale where it is.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from game import i18n
from game.i18n.catalog import Entry, build_mo, format_po, parse_po, read_po
from game.i18n.compile import po_files
from game.i18n.extract import (
    ROOT,
    catalogs,
    differences,
    extract,
    merged,
    messages_in,
    nplurals,
    po_path,
    stray_catalogs,
)

LANGS = ("ru", "fr", "hy")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def messages() -> list[Entry]:
    return extract()


@pytest.fixture(scope="module")
def by_domain() -> dict[str, list[Entry]]:
    return catalogs()


DOMAINS = (i18n.DOMAIN, *i18n.game_domains())
"""The shared catalog and each registered game's."""


def fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_the_code_uses_hundreds_of_messages(messages: list[Entry]) -> None:
    assert len(messages) > 300
    keys = {m.key for m in messages}
    for probe in ("New game", "Your call", "{n} trick\0{n} tricks", "a call\x04bid {n}",
                  "you must follow suit: you hold a card of the suit led"):
        assert probe in keys


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("code", LANGS)
def test_catalog_has_every_message_of_the_code_and_no_stale_one(
    code: str, domain: str, by_domain: dict[str, list[Entry]]
) -> None:
    missing, stale = differences(code, by_domain[domain], domain)
    assert missing == [], f"{code}/{domain}: not in the catalog (run python -m game.i18n.extract)"
    assert stale == [], f"{code}/{domain}: no longer used by the code, or not by this catalog's"
    assert stray_catalogs(code, DOMAINS) == []


def test_every_message_is_in_one_catalog(messages: list[Entry],
                                         by_domain: dict[str, list[Entry]]) -> None:
    keys = [m.key for entries in by_domain.values() for m in entries]
    assert sorted(keys) == sorted(m.key for m in messages)
    assert len(by_domain) == len(DOMAINS) and all(by_domain[g] for g in i18n.game_domains())


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("code", LANGS)
def test_every_message_is_translated_with_the_same_placeholders(code: str, domain: str) -> None:
    entries = read_po(po_path(code, domain))
    header = entries[0]
    assert header.msgid == "" and f"Language: {code}" in header.msgstr
    for e in entries[1:]:
        assert e.translated, f"{code}: untranslated {e.key!r}"
        if e.plural:
            assert len(e.forms) == nplurals(code), e.key
            for form in e.forms:
                assert fields(form) == fields(e.plural), (code, e.key, form)
        else:
            assert fields(e.msgstr) == fields(e.msgid), (code, e.msgid, e.msgstr)
        assert e.value.strip(), e.key


def test_committed_mo_files_match_their_po() -> None:
    files = po_files()
    assert {p.parts[-3] for p in files} == set(LANGS)
    assert sorted(p.stem for p in files) == sorted(DOMAINS * len(LANGS))
    for po in files:
        mo = po.with_suffix(".mo")
        assert mo.read_bytes() == build_mo(read_po(po)), f"{mo} is stale: run game.i18n.compile"


def test_po_format_round_trips() -> None:
    po = po_path("ru").read_text(encoding="utf-8")
    assert format_po(parse_po(po)) == po


def test_catalogs_load_through_gettext_and_switch_at_runtime() -> None:
    assert i18n._("New game") == "New game"
    i18n.set_language("ru")
    assert i18n._("New game") == "Новая игра"
    assert i18n.pgettext("dealer button", "D") == "С"
    forms = [i18n.ngettext("{n} trick", "{n} tricks", n).format(n=n) for n in (1, 2, 5, 21, 11)]
    assert forms == ["1 взятка", "2 взятки", "5 взяток", "21 взятка", "11 взяток"]
    i18n.set_language("fr")
    assert i18n._("New game") == "Nouvelle partie"
    assert [i18n.ngettext("{n} trick", "{n} tricks", n) for n in (0, 1, 2)] == [
        "{n} pli", "{n} pli", "{n} plis"]
    i18n.set_language("hy")
    assert i18n._("New game") == "Նոր խաղ"
    assert i18n.pgettext("dealer button", "D") == "Բ"
    # CLDR: Armenian counts 0 and 1 alike ("one"), like French; the noun stays singular
    # after a numeral, so both forms read the same
    assert [i18n.ngettext("{n} trick", "{n} tricks", n).format(n=n) for n in (0, 1, 2, 5)] == [
        "0 ձեռք", "1 ձեռք", "2 ձեռք", "5 ձեռք"]
    assert i18n.number(0.6) == "0,6" and i18n.number(2.25, ".1f") == "2,2"  # CLDR: comma
    i18n.set_language("en")
    assert i18n._("New game") == "New game"


def test_each_catalog_counts_by_its_languages_rule() -> None:
    """The Plural-Forms header picks msgstr[0] or [1] as CLDR's rule for the language does
    (hy, fr: "one" is 0 and 1; ru: 1, 21, 31 … but not 11)."""
    import gettext

    wanted = {"fr": {0: 0, 1: 0, 2: 1, 11: 1, 21: 1}, "hy": {0: 0, 1: 0, 2: 1, 11: 1, 21: 1},
              "ru": {0: 2, 1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1}}
    for code, forms in wanted.items():
        for domain in DOMAINS:
            header = read_po(po_path(code, domain))[0].msgstr
            rule = header.split("plural=")[1].split(";")[0]
            plural = gettext.c2py(rule)
            assert {n: plural(n) for n in forms} == forms, (code, domain)


def test_a_language_change_reaches_the_listeners() -> None:
    heard: list[str] = []
    remove = i18n.on_language_change(heard.append)
    try:
        i18n.set_language("fr")
        i18n.set_language("fr")  # no change, no call
        i18n.set_language("en")
    finally:
        remove()
    assert heard == ["fr", "en"]
    with pytest.raises(ValueError, match="one of en, ru, fr, hy"):
        i18n.set_language("de")


@pytest.mark.parametrize(("env", "code"), [
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANGUAGE": "fr_CA:en", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
    ({"LC_MESSAGES": "fr_FR@euro"}, "fr"),
    ({"LANG": "hy_AM.UTF-8"}, "hy"),
    ({"LANGUAGE": "hy", "LANG": "ru_RU.UTF-8"}, "hy"),
    ({"LC_ALL": "hy_AM"}, "hy"),
])
def test_default_language_is_the_systems_when_we_speak_it(env: dict[str, str],
                                                          code: str) -> None:
    assert i18n.system_language(env) == code


def test_extraction_sees_every_marker_and_a_stale_key_is_reported(tmp_path: Path,
                                                                  monkeypatch) -> None:
    source = ('from game.i18n import N_, Nn_, _, ngettext, pgettext\n'
              'A = N_("marked")\nB = Nn_("{n} one", "{n} many")\n'
              'def f(n):\n    return _("plain") + ngettext("a {n}", "b {n}", n)'
              ' + pgettext("ctx", "word") + _(A)\n')
    found = [m.key for m in messages_in(ast.parse(source))]
    assert found == ["marked", "{n} one\0{n} many", "plain", "a {n}\0b {n}", "ctx\x04word"]
    catalog = tmp_path / "ru" / "LC_MESSAGES" / "trickbid.po"
    catalog.parent.mkdir(parents=True)
    catalog.write_text(format_po([Entry("", "Language: ru\n"), Entry("plain", "простой"),
                                  Entry("gone", "ушло")]), encoding="utf-8")
    monkeypatch.setattr("game.i18n.extract.LOCALE_DIR", tmp_path)
    missing, stale = differences("ru", messages_in(ast.parse(source)))
    assert "marked" in missing and "ctx\x04word" in missing
    assert stale == ["gone"]


def translating_calls(tree: ast.AST) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Name) and n.func.id in ("_", "ngettext", "pgettext")]


def test_no_message_is_built_before_it_is_translated() -> None:
    """``_(f"…")`` or ``_("a" + b)`` can never be found in a catalog."""
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in translating_calls(tree):
            for arg in call.args[:2]:
                assert not isinstance(arg, (ast.JoinedStr, ast.BinOp)), \
                    f"{path}:{call.lineno}: a computed message cannot be translated"


def test_no_function_both_rebinds_and_calls_the_translator() -> None:
    """``for _ in …`` or ``a, _ = …`` in a function that also calls ``_()`` breaks it."""
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            binds = any(isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
                        for n in own_scope(fn))
            calls = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                        and n.func.id == "_" for n in own_scope(fn))
            assert not (binds and calls), f"{path}:{fn.lineno}: '_' rebound where it translates"


def own_scope(node: ast.AST):
    """The nodes of a function's own scope (comprehensions and nested functions have theirs)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ListComp,
                              ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        yield child
        yield from own_scope(child)


def test_the_wheel_and_the_bundle_carry_the_catalogs() -> None:
    """By pattern: every catalog, the games' too, without a list naming them."""
    import fnmatch

    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    patterns = ["locale/*/LC_MESSAGES/*.po", "locale/*/LC_MESSAGES/*.mo"]
    assert f'"game.i18n" = ["{patterns[0]}", "{patterns[1]}"]' in pyproject
    locale = ROOT / "game" / "i18n" / "locale"
    shipped = [p for p in locale.rglob("*") if p.is_file()]
    assert len(shipped) == 2 * len(LANGS) * len(DOMAINS)
    for path in shipped:
        rel = path.relative_to(locale.parent).as_posix()
        assert any(fnmatch.fnmatch(rel, p) for p in patterns), rel
    spec = (ROOT / "installer.spec").read_text(encoding="utf-8")
    assert '"game" / "i18n" / "locale"' in spec  # the whole folder: every language
    for code in LANGS:  # each language's rules screens install beside the English ones
        assert f'"share/trickbid/assets/rules/{code}" = ["assets/rules/{code}/*.md"]' in pyproject


DRAWING_CALLS = {"text": 1, "Button": 1, "say": 0, "render": 0}
"""Calls that put a string on the screen, and the position of that string."""


def english_words(node: ast.expr) -> bool:
    """A literal, or the literal parts of an f-string, that hold letters."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(english_words(v) for v in node.values if isinstance(v, ast.Constant))
    return False


def test_the_client_draws_no_untranslated_words() -> None:
    """A label handed straight to ``text``, ``Button``, ``say`` or ``render`` as a literal
    (or an f-string with words in it) would stay English in every language."""
    found = []
    for path in sorted((ROOT / "game" / "client").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            at = DRAWING_CALLS.get(name)
            if at is not None and len(node.args) > at and english_words(node.args[at]):
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(node.args[at])}")
    assert found == []


TOY_TREE = {
    "game/client/screens/menu.py": 'A = _("Shared word")\nB = _("Both")\nC = _("Used by all")\n',
    "game/client/toy/view.py": 'A = N_("Toy title")\nB = _("Both")\nC = _("Two games")\n',
    "game/i18n/toy.py": 'A = N_("Toy call")\nB = _("Used by all")\n',
    "game/practice/lessons/data/toy.py": 'A = N_("Toy lesson")\n',
    "ai/toy/model.py": 'A = N_("Toy reason")\n',
    "ai/other/model.py": 'A = N_("Two games")\nB = N_("Other word")\nC = _("Used by all")\n',
}


def toy_catalogs(tmp_path: Path) -> dict[str, list[Entry]]:
    files = []
    for rel, text in TOY_TREE.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        files.append(path)
    return catalogs(files, ("toy", "other"), tmp_path)


def test_a_message_goes_to_its_games_catalog_or_the_shared_one(tmp_path: Path) -> None:
    """A game's own message (any floor of its package, its words module, its lessons) is in
    its catalog; one that shared code or two games use is in the shared catalog, once."""
    found = {domain: [e.msgid for e in entries]
             for domain, entries in toy_catalogs(tmp_path).items()}
    assert found == {
        "trickbid": ["Shared word", "Both", "Used by all", "Two games"],
        "toy": ["Toy title", "Toy call", "Toy lesson", "Toy reason"],
        "other": ["Other word"],
    }


def test_a_games_message_in_the_shared_catalog_is_reported(tmp_path: Path,
                                                           monkeypatch) -> None:
    by_domain = toy_catalogs(tmp_path)
    locale = tmp_path / "locale"
    monkeypatch.setattr("game.i18n.extract.LOCALE_DIR", locale)
    everything = [Entry(e.msgid, "слово") for entries in by_domain.values() for e in entries]
    shared = po_path("ru", "trickbid")
    shared.parent.mkdir(parents=True)
    shared.write_text(format_po([Entry("", "Language: ru\n"), *everything]), encoding="utf-8")
    missing, stale = differences("ru", by_domain["trickbid"], "trickbid")
    assert missing == [] and sorted(stale) == sorted(
        ["Toy title", "Toy call", "Toy lesson", "Toy reason", "Other word"])
    missing, stale = differences("ru", by_domain["toy"], "toy")
    assert missing == ["Toy call", "Toy lesson", "Toy reason", "Toy title"] and stale == []
    (shared.parent / "gone.po").write_text("", encoding="utf-8")
    assert stray_catalogs("ru", ("trickbid", "toy", "other")) == [shared.parent / "gone.po"]


def test_a_message_that_moves_catalog_keeps_its_translation() -> None:
    """The extractor moves a message to another catalog with its words, byte for byte."""
    moved = Entry("Toy title", "Игрушка", comments=["the game's name"])
    out = merged("ru", [], [Entry("Toy title"), Entry("New")], known=[moved])
    assert out[1] is moved and not out[2].translated


def test_a_language_chains_every_games_catalog_behind_the_shared_one(
    by_domain: dict[str, list[Entry]]
) -> None:
    """Each game's own words come from its catalog through the one translation object the
    screens use (a game message is not in the shared ``.mo``)."""
    catalog = i18n.translations("ru")
    for domain in i18n.game_domains():
        entry = next(e for e in by_domain[domain] if not e.plural and not e.context)
        own = {e.msgid: e.msgstr for e in read_po(po_path("ru", domain))}
        shared = {e.msgid for e in read_po(po_path("ru"))}
        assert entry.msgid not in shared
        assert catalog.gettext(entry.msgid) == own[entry.msgid] != entry.msgid, domain
