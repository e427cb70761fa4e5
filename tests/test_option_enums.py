"""Option choices are enums (issue 41, STYLE.md): each field of named choices is a StrEnum
whose members are its choices, read from their readable text (records, saves, ``--option
K=V``) and written back as that text, with an unknown value refused by name."""

from __future__ import annotations

import dataclasses
import json
from enum import StrEnum

import pytest

from game.core import OptionError, create_game
from game.core.blackout.rules import DealSequence, MissPenalty
from game.core.options import options_dict
from game.core.registry import GAMES


def choice_fields(game_id: str):
    game = create_game(game_id)
    return game, [f for f in dataclasses.fields(game.options) if "choices" in f.metadata]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_named_choice_is_a_member_of_its_fields_enum(game_id):
    game, fields = choice_fields(game_id)
    named = [f for f in fields if isinstance(f.default, str)]
    assert named, "each game has options of named choices"
    for f in named:
        kind = type(f.default)
        assert issubclass(kind, StrEnum), f.name
        assert f.metadata["choices"] == tuple(kind), f.name
        assert isinstance(getattr(game.options, f.name), kind)
        for member in kind:
            chosen = create_game(game_id, **{f.name: member.value}).options
            assert getattr(chosen, f.name) is member


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_options_are_written_as_their_plain_text_and_read_back_equal(game_id):
    game, fields = choice_fields(game_id)
    plain = options_dict(game.options)
    for f in fields:
        assert type(plain[f.name]) in (str, int), f.name
    text = json.dumps(plain, sort_keys=True)
    again = create_game(game_id, **json.loads(text))
    assert again.options == game.options
    assert json.dumps(options_dict(again.options), sort_keys=True) == text


def test_an_unknown_choice_is_refused_listing_the_readable_values():
    with pytest.raises(OptionError) as caught:
        create_game("blackout", deal_sequence="sideways")
    message = str(caught.value)
    assert "up_down" in message and "DealSequence" not in message
    assert create_game("blackout", deal_sequence="UP_DOWN").options.deal_sequence \
        is DealSequence.UP_DOWN
    assert create_game("blackout", miss_penalty=MissPenalty.BID).options.miss_penalty \
        is MissPenalty.BID
