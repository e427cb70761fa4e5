"""Translations: English, Russian, French and Armenian through the standard ``gettext``.

Every string a player sees goes through ``_()`` (or ``ngettext`` for counts) at the moment
it is drawn, so ``set_language`` takes effect on the next frame without a restart; labels
built ahead of time (buttons, forms, the rules text) are rebuilt by the scenes' ``resize``,
which the app calls when the language changes (other listeners: ``on_language_change``).  Strings kept in module-level tables are marked with
``N_()`` (which returns them unchanged) so the extractor finds them, and translated where
they are shown.

The catalogs are ``locale/<code>/LC_MESSAGES/<domain>.po`` (the sources, edited by hand)
and the ``.mo`` files compiled from them by ``python -m game.i18n.compile``; English is the
source language and needs no catalog.  Pure standard library: the practice engine and the
client both use it, and it imports nothing of pygame.

A catalog per game: each game's own words are in the gettext domain named for its package
(``blackout.po``, ``belote.po`` … beside the shared ``trickbid.po``), so a new game adds
catalogs and edits none.  A language's translations are the shared catalog with every
registered game's chained behind it (``add_fallback``, in the core registry's order): a
message lives in exactly one catalog, so the chain's order never changes a word and the
screens read as if there were one catalog.  Which catalog a message belongs to is decided
by where the code uses it, not by hand: the extractor (``python -m game.i18n.extract``) puts
a message in a game's catalog when only that game's files use it (its package on any floor,
its ``game/i18n/<package>.py``, its lessons' data module), and in the shared one when
shared code or two games use it -- never in two.  Each domain is a gettext catalog of its
own rather than a section of one file because gettext, ``msgfmt`` and translators' tools
all understand domains, and a file per game is what keeps a new game from editing the
others' files.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Mapping
from pathlib import Path

from game.core.registry import ENTRIES

DOMAIN = "trickbid"
"""The shared catalog: the messages of shared code, and those two games or more use."""
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "ru", "fr", "hy")
LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "fr": "Français", "hy": "Հայերեն"}
"""Each language in its own words: the selector must be readable whatever is chosen."""

DECIMAL_COMMA = frozenset({"ru", "fr", "hy"})
"""Languages that write 0,6 for 0.6 (CLDR's decimal mark for each)."""

_translations: dict[str, gettext.NullTranslations] = {}
_current: list[tuple[str, gettext.NullTranslations]] = [("en", gettext.NullTranslations())]
_listeners: list[Callable[[str], None]] = []


def system_language(env: Mapping[str, str] | None = None) -> str:
    """The first language named by the locale variables if it is one of ours, else English.

    The same order as gettext reads them: ``LANGUAGE`` (a colon list), ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``; ``C`` and ``POSIX`` mean English.
    """
    env = os.environ if env is None else env
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if not value:
            continue
        for item in value.split(":"):
            code = item.split(".")[0].split("_")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
            if code:
                return "en"
    return "en"


def game_domains() -> tuple[str, ...]:
    """The catalog of each game in the core's registry: its package's name."""
    return tuple(entry.package for entry in ENTRIES)


def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalogs of ``code``, the shared one first and every game's chained
    behind it (English: none, the source strings are English)."""
    if code not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {code!r}")
    if code not in _translations:
        if code == "en":
            _translations[code] = gettext.NullTranslations()
        else:
            catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code])
            for domain in game_domains():
                catalog.add_fallback(gettext.translation(domain, LOCALE_DIR, languages=[code]))
            _translations[code] = catalog
    return _translations[code]


def set_language(code: str) -> None:
    """Speak ``code`` from now on; listeners rebuild what they drew ahead of time."""
    catalog = translations(code)
    changed = code != _current[0][0]
    _current[0] = (code, catalog)
    if changed:
        for listener in _listeners[:]:  # a listener may unsubscribe
            listener(code)


def language() -> str:
    """The language now in use."""
    return _current[0][0]


def on_language_change(listener: Callable[[str], None]) -> Callable[[], None]:
    """Call ``listener(code)`` after each change of language; returns the unsubscriber."""
    _listeners.append(listener)

    def remove() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return remove


def _(message: str) -> str:
    """``message`` in the current language."""
    return _current[0][1].gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message for ``n`` (Russian has three; French and Armenian
    count 0 and 1 alike)."""
    return _current[0][1].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart by ``context`` (a word with two
    meanings in English, e.g. a call "Pass" and a button "Pass")."""
    return _current[0][1].pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs without translating it now (tables of labels)."""
    return message


def number(value: float, spec: str = "g") -> str:
    """``value`` formatted by ``spec`` with the language's decimal mark (0.6 / 0,6); a
    value that rounds to zero is written without a sign (never "-0.0")."""
    text = format(value, spec)
    if text[:1] in "+-" and text[1:].strip("0.") == "":
        text = text[1:]
    return text.replace(".", ",") if language() in DECIMAL_COMMA else text


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted message for the catalogs (translated later with ``ngettext``)."""
    return singular, plural
