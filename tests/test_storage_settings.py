"""Settings: defaults, checks that name the setting, persistence, and bad stored values."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.storage import Settings, SettingsError, open_storage
from game.storage.settings import FIELDS, SettingsStore, default_settings, system_language


@pytest.mark.parametrize(
    ("env", "language"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "fr_CA.UTF-8"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:en", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LC_ALL": "ru_UA.UTF-8", "LANG": "fr_FR"}, "ru"),
        ({"LANG": "hy_AM.UTF-8"}, "hy"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_default_language_is_the_systems_if_spoken_else_english(
    env: dict[str, str], language: str
) -> None:
    assert system_language(env) == language
    assert default_settings(env).language == language


def test_defaults_pass_their_own_checks() -> None:
    defaults = default_settings({})
    assert defaults.with_(**{name: getattr(defaults, name) for name in FIELDS}) == defaults


GOOD: list[tuple[str, Any, Any]] = [
    ("player_name", "  Ada ", "Ada"),
    ("speed", "instant", "instant"),
    ("speed", "slow", "slow"),
    ("ai_pause", 0, 0.0),
    ("ai_pause", 1.5, 1.5),
    ("ai_level", "expert", "expert"),
    ("ai_level", "random", "random"),
    ("sound", False, False),
    ("volume", 0, 0),
    ("volume", 100, 100),
    ("four_colour", True, True),
    ("card_back", "red", "red"),
    ("card_back", "black", "black"),
    ("table_colour", "blue", "blue"),
    ("table_colour", "grey", "grey"),
    ("trump_last", False, False),
    ("change_bid_seconds", 10, 10.0),
    ("auto_play_forced", True, True),
    ("confirm_play", True, True),
    ("undo", False, False),
    ("name_chosen", True, True),
    ("host_hints", False, False),
    ("window_size", [1920, 1080], (1920, 1080)),
    ("window_position", [-1920, 40], (-1920, 40)),
    ("window_position", None, None),
    ("fullscreen", True, True),
    ("language", "ru", "ru"),
    ("rules", {"blackout": {"players": 5, "hook": True}}, {"blackout": {"players": 5,
                                                                      "hook": True}}),
    ("rules", {"partnership-blackout": {"preset": "pagat"}},
     {"partnership-blackout": {"preset": "pagat"}}),
]


@pytest.mark.parametrize(("name", "value", "kept"), GOOD)
def test_good_values_are_taken(name: str, value: Any, kept: Any) -> None:
    assert getattr(Settings().with_(**{name: value}), name) == kept


BAD: list[tuple[str, Any, str]] = [
    ("player_name", "", "1 to 24 characters"),
    ("player_name", "x" * 25, "1 to 24 characters"),
    ("player_name", "bad\nname", "control characters"),
    ("speed", 2.5, "slow, normal, fast, instant"),
    ("speed", "warp", "slow, normal, fast, instant"),
    ("ai_pause", 6, "seconds from 0 to 5"),
    ("ai_pause", -0.1, "seconds from 0 to 5"),
    ("ai_level", "godlike", "random, easy, medium, hard, expert"),
    ("ai_level", ["hard"], "random, easy, medium, hard, expert"),
    ("sound", 1, "true or false"),
    ("volume", 101, "0 to 100"),
    ("volume", -1, "0 to 100"),
    ("volume", True, "0 to 100"),
    ("volume", 50.5, "0 to 100"),
    ("four_colour", "four", "true or false"),
    ("card_back", "Red Back!", "blue, red, green, black"),
    ("card_back", None, "blue, red, green, black"),
    ("table_colour", "purple", "green, blue, red, grey"),
    ("table_colour", 3, "green, blue, red, grey"),
    ("trump_last", "no", "true or false"),
    ("change_bid_seconds", "2", "seconds from 0 to 10"),
    ("auto_play_forced", 0, "true or false"),
    ("confirm_play", "yes", "true or false"),
    ("undo", None, "true or false"),
    ("name_chosen", "yes", "true or false"),
    ("host_hints", 1, "true or false"),
    ("window_size", [100, 100], "640 to 7680"),
    ("window_size", [800], "width and a height"),
    ("window_position", [0], "left and top"),
    ("window_position", [10**6, 0], "-23040 to 23040"),
    ("window_position", [0.5, 0], "-23040 to 23040"),
    ("fullscreen", "yes", "true or false"),
    ("language", "de", "en, ru, fr, hy"),
    ("rules", {"poker": {}}, "unknown game 'poker'"),
    ("rules", {"blackout": {"players": 9}}, "'players' of blackout must be 3..7"),
    ("rules", {"blackout": {"colour": "red"}}, "unknown option 'colour'"),
    ("rules", {"blackout": [1, 2]}, "plain values"),
    ("rules", "blackout", "maps a game"),
]


def test_every_setting_has_a_good_and_a_bad_value_tested() -> None:
    assert {name for name, _v, _k in GOOD} == set(FIELDS)
    assert {name for name, _v, _w in BAD} == set(FIELDS)


@pytest.mark.parametrize(("name", "value", "why"), BAD)
def test_bad_values_are_refused_naming_the_setting(name: str, value: Any, why: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings().with_(**{name: value})
    assert f"setting {name!r}" in str(refused.value)
    assert why in str(refused.value)


def test_an_unknown_setting_is_refused_with_the_list_of_settings() -> None:
    with pytest.raises(SettingsError, match="no setting 'colour'.*player_name"):
        Settings().with_(colour="red")


def test_settings_are_written_on_change_and_read_at_start(tmp_path: Path) -> None:
    storage = open_storage(tmp_path, env={"LANG": "fr_FR"})
    assert storage.settings_value.language == "fr"
    storage.change_settings(player_name="Ada", volume=30, window_size=(1600, 900),
                            rules={"blackout": {"players": 6}})
    storage.close()
    again = open_storage(tmp_path, env={"LANG": "fr_FR"})
    assert again.notices == ()
    value = again.settings_value
    assert (value.player_name, value.volume, value.window_size) == ("Ada", 30, (1600, 900))
    assert value.rules == {"blackout": {"players": 6}}
    assert value.sound is True  # untouched settings keep their defaults
    again.close()


def test_only_changed_settings_are_stored() -> None:
    store = SettingsStore.in_memory(default_settings({}))
    settings, notices = store.load()
    assert notices == ()
    store.save(settings)
    assert store.database.query("SELECT COUNT(*) FROM settings")[0][0] == 0
    store.update(settings, volume=5)
    rows = store.database.query("SELECT key, value FROM settings")
    assert [(r["key"], r["value"]) for r in rows] == [("volume", "5")]


def test_a_refused_change_writes_nothing() -> None:
    store = SettingsStore.in_memory(default_settings({}))
    settings, _ = store.load()
    with pytest.raises(SettingsError):
        store.update(settings, volume=50, language="xx")
    assert store.load()[0].volume == 80


def _store_with(rows: dict[str, str]) -> SettingsStore:
    store = SettingsStore.in_memory(default_settings({}))
    with store.database.transaction() as conn:
        conn.executemany("INSERT INTO settings VALUES (?, ?)", list(rows.items()))
    return store


def test_bad_stored_values_are_reported_and_replaced_others_kept() -> None:
    store = _store_with({
        "player_name": '"Ada"',
        "volume": "250",
        "language": '"tlh"',
        "window_size": "[1600, 900",  # not JSON
        "fullscreen": "true",
    })
    settings, notices = store.load()
    assert (settings.player_name, settings.fullscreen) == ("Ada", True)
    assert (settings.volume, settings.language, settings.window_size) == (80, "en", (1280, 800))
    assert len(notices) == 3
    text = " ".join(n.message for n in notices)
    assert "'volume' (250)" in text and "back to its default, 80" in text
    assert "'language' (\"tlh\")" in text
    assert "'window_size'" in text and "not readable" in text
    # told once: the bad values were replaced by the defaults
    assert store.load() == (settings, ())


def test_unknown_stored_settings_are_reported_and_kept_for_a_newer_trickbid() -> None:
    store = _store_with({"hologram_mode": "true", "volume": "40"})
    settings, notices = store.load()
    assert settings.volume == 40
    assert [n.code for n in notices] == ["settings"]
    assert "hologram_mode" in notices[0].message
    assert store.database.query("SELECT value FROM settings WHERE key = 'hologram_mode'")


def test_stored_rules_for_a_game_are_checked_by_the_core() -> None:
    store = _store_with({"rules": '{"blackout": {"players": 12}}'})
    settings, notices = store.load()
    assert settings.rules == {}
    assert "'players' of blackout must be 3..7" in notices[0].message


def test_the_in_memory_store_has_the_same_behaviour() -> None:
    store = SettingsStore.in_memory(default_settings({"LANG": "ru_RU"}))
    settings, _ = store.load()
    assert settings.language == "ru"
    changed = store.update(settings, four_colour=True)
    assert store.load()[0] == changed
    assert store.reset() == default_settings({"LANG": "ru_RU"})
    assert store.load()[0].four_colour is False


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=8)
    | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None)
@given(key=st.sampled_from(FIELDS), value=JSON_VALUES | st.text(max_size=20).map(
    lambda t: ("raw", t)))
def test_whatever_is_stored_loading_never_fails_and_gives_valid_settings(
    key: str, value: Any
) -> None:
    import json

    text = value[1] if isinstance(value, tuple) and value[:1] == ("raw",) else json.dumps(value)
    store = _store_with({key: text, "volume": "42" if key != "volume" else text})
    loaded, notices = store.load()
    assert all(n.code == "settings" for n in notices)
    assert loaded.with_(**{name: getattr(loaded, name) for name in FIELDS}) == loaded
    if key != "volume":
        assert loaded.volume == 42  # a bad value costs only itself


@pytest.mark.parametrize("number", ["1e400", "-1e400", "Infinity", "-Infinity", "NaN",
                                    "1e308", "9" * 5000])
@pytest.mark.parametrize("option", ["players", "max_cards", "target"])
def test_a_stored_rule_option_out_of_any_range_costs_only_that_setting(
    number: str, option: str
) -> None:
    store = _store_with({"rules": f'{{"blackout": {{"{option}": {number}}}}}',
                         "volume": "42"})
    settings, notices = store.load()
    assert settings.rules == {} and settings.volume == 42
    assert [n.code for n in notices] == ["settings"]
    assert "'rules'" in notices[0].message
    assert store.load() == (settings, ())  # told once


def test_a_bad_stored_value_is_set_aside_not_deleted() -> None:
    store = _store_with({"rules": '{"blackout": {"players": 1e400}}', "volume": "250"})
    settings, notices = store.load()
    assert len(notices) == 2
    kept = {r["key"]: r["value"] for r in store.database.query("SELECT key, value FROM settings")}
    assert sorted(kept) == ["aside:rules", "aside:volume"]
    assert kept["aside:rules"] == '{"blackout": {"players": 1e400}}'
    store.update(settings, volume=30)  # the setting itself works again
    assert store.load() == (settings.with_(volume=30), ())


def test_a_stored_value_or_key_that_is_not_utf8_is_set_aside() -> None:
    store = _store_with({"volume": "42", "player_name": '"Ada"'})
    with store.database.transaction() as conn:
        conn.execute("UPDATE settings SET value = CAST(X'22ff22' AS TEXT)"
                     " WHERE key = 'player_name'")
        conn.execute("INSERT INTO settings VALUES (CAST(X'76ff6c' AS TEXT), '1')")
    settings, notices = store.load()
    assert (settings.volume, settings.player_name) == (42, "Player")
    assert [n.code for n in notices] == ["settings", "settings"]
    assert all("not readable" in n.message for n in notices)
    assert store.load() == (settings, ())
    rows = store.database.query("SELECT hex(CAST(value AS BLOB)) AS v FROM settings"
                                " WHERE key LIKE 'aside:%' ORDER BY v")
    assert [r["v"] for r in rows] == ["22FF22", "31"]  # both kept byte for byte


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), 10.0**308])
def test_the_core_refuses_a_non_finite_or_huge_option_by_name(value: float) -> None:
    from game.core import create_game
    from game.core.errors import OptionError

    with pytest.raises(OptionError, match="'players' of blackout"):
        create_game("blackout", players=value)


def test_choices_an_earlier_trickbid_stored_under_other_names_are_kept() -> None:
    """Issue 20: the two Settings became one; the old keys' choices carry over."""
    store = _store_with({"animation_speed": "2.0", "sound_on": "false",
                         "card_colours": '"four"', "sort_order": '"descending"',
                         "ai_levels": '["medium", "hard", "hard", "hard", "hard", "hard",'
                                      ' "hard"]'})
    settings, notices = store.load()
    assert notices == ()  # nothing to report: nothing was lost
    assert (settings.speed, settings.sound, settings.four_colour, settings.ai_level) == (
        "fast", False, True, "hard")
    store.update(settings, sound=True)  # back to the default: it must stay so
    again, _ = store.load()
    assert again.sound is True and again.speed == "fast"
    kept = {r["key"] for r in store.database.query("SELECT key FROM settings")}
    assert {"animation_speed", "sound_on", "card_colours", "ai_levels"} <= kept


def test_an_unusable_old_value_is_left_in_place_and_the_default_used() -> None:
    store = _store_with({"card_colours": '"rainbow"', "ai_levels": '["hard"]',
                         "animation_speed": '"quick"'})
    settings, notices = store.load()
    assert notices == ()
    assert (settings.four_colour, settings.ai_level, settings.speed) == (
        False, "medium", "normal")
    rows = {r["key"]: r["value"] for r in store.database.query("SELECT key, value FROM settings")}
    assert rows["ai_levels"] == '["hard"]'
