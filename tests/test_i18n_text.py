"""Card and game words per language, the options panel's wording, and the rules texts.

The rules screens show whole translated documents (``assets/rules/<language>/``): each
must exist and keep the English file's structure — its headings, every numbered rule and
example in order, its tables — so a rule cannot go missing.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from game import i18n
from game.client.screens.rules import rules_text
from game.core import create_game
from game.core.actions import PASS, bid, parse_action
from game.core.belote.calls import CONTRA, RECONTRA, capot
from game.core.belote.contracts import BeloteContract
from game.core.blackout.contracts import BlackoutContract
from game.core.cards import parse_card
from game.core.contract import ContractRecord
from game.core.partnership.contracts import PartnershipContract
from game.i18n.options import (
    CHOICE_WORDS,
    OPTION_LABELS,
    OPTION_NOTES,
    option_label,
    option_value_text,
)
from game.i18n.terms import action_text, call_text, card_text, contract_text, suit_name
from tests.game_floors import GAME_IDS as REGISTERED

RULES = Path(__file__).resolve().parents[1] / "assets" / "rules"
GAMES = REGISTERED


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("code", "letters"),
                         [("en", "JQKA"), ("ru", "ВДКТ"), ("fr", "VDRA"), ("hy", "JQKA")])
def test_rank_letters_are_the_decks_of_each_language(code: str, letters: str) -> None:
    i18n.set_language(code)
    assert [card_text(r + "H") for r in "JQKA"] == [f"{c}♥" for c in letters]
    assert card_text(parse_card("10S")) == "10♠" and card_text("7D") == "7♦"


def test_calls_are_the_words_players_use() -> None:
    words = {"ru": ("Пас", "Контра", "Реконтра", "Капут ♥", "заказ 3"),
             "fr": ("Passe", "Contre", "Surcontre", "Capot ♥", "annonce 3"),
             "hy": ("Պաս", "Կոնտրա", "Ռեկոնտրա", "Կապուտ ♥", "պատվեր 3")}
    for code, expected in words.items():
        i18n.set_language(code)
        got = (action_text(PASS), action_text(CONTRA), action_text(RECONTRA),
               action_text(capot(1)), call_text(bid(3)))
        assert got == expected
        assert action_text(bid(10, 0)) == "10♠"
        assert action_text(parse_action("play QS")) == {"ru": "Д♠", "fr": "D♠", "hy": "Q♠"}[code]
    i18n.set_language("ru")
    assert (suit_name(0), suit_name("H")) == ("пики", "червы")
    assert contract_text(ContractRecord(PartnershipContract.NUMBER, 7)) == "7 взяток"
    assert contract_text(ContractRecord(BeloteContract.SUIT, 11, 1, 2, 3)) == "11♥ ×2 (Восток)"
    assert contract_text(ContractRecord(PartnershipContract.NIL, seat=1)) == "Нил (Запад)"
    i18n.set_language("fr")
    assert contract_text(ContractRecord(BeloteContract.CAPOT, 0, 0, 1, 0)) == "Capot ♠ par vous"
    assert contract_text(ContractRecord(BeloteContract.CAPOT, 0, 0, 1, 0),
                         ("Anna", "Ouest", "Nord", "Est")) == "Capot ♠ par Anna"
    assert contract_text(ContractRecord(PartnershipContract.BOARD)) == "Chelem"
    assert contract_text(ContractRecord(BlackoutContract.BID, 0)) == "annonce 0"
    assert contract_text(None) == "—"
    i18n.set_language("hy")
    assert (suit_name(0), suit_name("H")) == ("պիկ", "սիրտ")
    assert contract_text(ContractRecord(PartnershipContract.NUMBER, 7)) == "7 ձեռք"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_and_choice_of_the_rules_has_its_words(game_id: str) -> None:
    options = create_game(game_id).options
    for field in dataclasses.fields(options):
        assert field.name in OPTION_LABELS, field.name
        assert field.name in OPTION_NOTES, field.name
        for choice in field.metadata.get("choices", ()):
            if isinstance(choice, str) and not choice.isdigit():
                assert choice in CHOICE_WORDS, (field.name, choice)
    i18n.set_language("fr")
    assert option_label("zero_bid") == "Un zéro réussi vaut"
    assert option_value_text("winner_takes_all") == "le gagnant prend tout"
    assert option_value_text(True) == "Oui" and option_value_text(None) == "par défaut"


def structure(text: str) -> tuple[int, list[str], int, int]:
    """Headings, the numbers of the numbered items in order, table rows, bulleted items."""
    lines = re.MULTILINE
    return (len(re.findall(r"^#+ ", text, lines)), re.findall(r"^\s*(\d+)\. ", text, lines),
            len(re.findall(r"^\s*\|", text, lines)), len(re.findall(r"^\s*- ", text, lines)))


@pytest.mark.parametrize("code", ["ru", "fr", "hy"])
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_translations_keep_every_rule_example_table_and_option(game_id: str,
                                                                    code: str) -> None:
    english = (RULES / f"{game_id}.md").read_text(encoding="utf-8")
    translated = (RULES / code / f"{game_id}.md").read_text(encoding="utf-8")
    assert structure(translated) == structure(english)
    assert translated != english
    words = {"ru": r"[а-яё]+", "fr": r"\b(?:les|des|du|une|est|pli|plis)\b",
             "hy": r"[\u0531-\u0587]+"}[code]
    assert len(re.findall(words, translated, re.IGNORECASE)) > 40


def test_the_rules_screen_reads_the_players_language() -> None:
    assert rules_text("bazar-belote").startswith("# Bazar Belote")
    i18n.set_language("ru")
    assert rules_text("bazar-belote").startswith("# Базар-блот")
    assert rules_text("blackout", "fr").startswith("# Blackout\n\nLe Blackout")
    assert rules_text("bazar-belote", "hy").startswith("# Բազար բլոտ")
    i18n.set_language("fr")
    assert "Chelem" in rules_text("partnership-blackout")


def test_practice_verdicts_speak_the_language() -> None:
    from game.practice import PracticeStream
    from game.practice.playout import PlayOut

    situation = PracticeStream("blackout", "deal", seed=4).next()
    play = PlayOut(situation, situation.legal[0], auto=True)
    for _step in range(400):
        if play.state.deal_result is not None:
            break
        play.step()
    english = play.verdict
    assert english.startswith("You bid")
    i18n.set_language("ru")
    assert play.verdict.startswith("Вы заказали")


def storage_notice_codes() -> set[str]:
    """Every code a storage ``Notice`` can carry: literal ``Notice("code", …)`` calls and
    the (code, why) pairs the database returns for a file it cannot use."""
    codes: set[str] = set()
    for path in (RULES.parents[1] / "game" / "storage").glob("*.py"):
        source = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'Notice\(\s*"(\w+)"', source))
        codes |= set(re.findall(r'return "(\w+)", ', source))
    return codes


def test_every_storage_notice_reads_in_each_language() -> None:
    from game.i18n.notices import NOTICES, WHY, notice_text
    from game.storage.database import Notice

    codes = storage_notice_codes()
    assert {"damaged", "busy", "settings", "foreign", "newer"} <= codes
    assert codes <= set(NOTICES) | set(WHY)
    moved = Notice("damaged", "Your saved data could not be read (x).", "/tmp/old.sqlite")
    assert notice_text(moved) == moved.message
    for code in ("ru", "fr", "hy"):
        i18n.set_language(code)
        for name in sorted(codes):
            text = notice_text(Notice(name, "English details"))
            assert text != "English details" and "{" not in text, (code, name)
        assert "/tmp/old.sqlite" in notice_text(moved)
