"""A named food or pack asked whether it suits someone, over a real socket, in English, Gulf
Arabic and Arabizi: "is the X ok for someone with diabetes", "X يناسب مريض السكري؟", "X zain
7ag ubooy 3inda sukkar?" answer with that food's record (its card and what its label says),
never "we don't have that kind" nor the decline kept for a doctor's question; "are the pants
ok for a 10 kg baby" tells the pants' own span before the packs made for that weight."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

OATS = ("Quaker Quick Cooking Oats", "Quaker Whole Grain Oats")


def _texts(turn: Any) -> str:
    return " ".join(str(b.get("text")) for b in turn.end["blocks"] if b["kind"] == "text")


@pytest.mark.parametrize(
    ("message", "guest", "said"),
    [
        ("are the quaker oats fine for someone with diabetes?", GUEST_A, "kcal"),
        ("is the whole grain quaker ok for my diabetic mum", GUEST_A, "kcal"),
        ("شوفان كويكر يناسب مريض السكري؟", GUEST_B, "سعرة"),
        ("shofan quaker yanfa3 7ag mareedh sukkar?", GUEST_B, "سعرة"),
    ],
)
async def test_a_food_asked_for_a_diabetic_is_answered_from_its_record(
    client: Any, message: str, guest: str, said: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "product_detail" in kinds(turn), (message, kinds(turn), turn.end["content"])
    assert "cart_action" not in kinds(turn), message
    assert said in _texts(turn), (message, _texts(turn))


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("is galaxy smooth milk chocolate safe for a celiac?", GUEST_A),
        ("عسل الشفاء زين لامي عندها سكر؟", GUEST_B),
        ("3asal il shifa zain 7ag ubooy 3inda sukkar?", GUEST_B),
    ],
)
async def test_a_food_asked_for_a_need_is_no_other_matter(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    reply = turn.end["content"]
    assert "shopping here" not in reply and "التسوق" not in reply, (message, reply)
    assert "product_detail" in kinds(turn), (message, kinds(turn), reply)


@pytest.mark.parametrize(
    ("message", "guest", "span"),
    [
        ("are the pampers pants ok for a 10 kg baby", GUEST_A, "is for 12–17 kg"),
        ("بانتس بامبرز زين لولد وزنه ١٠ كيلو؟", GUEST_B, "للوزن ١٢–١٧ كغ"),
        ("el pants zain 7ag 6ifl wazna 10 kilo?", GUEST_B, "للوزن ١٢–١٧ كغ"),
    ],
)
async def test_a_pack_too_big_for_the_weight_says_its_span_then_what_fits(
    client: Any, message: str, guest: str, span: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert span in _texts(turn), (message, _texts(turn))
    assert names(turn) and all("Pants" not in name for name in names(turn)), names(turn)
    assert "cart_action" not in kinds(turn), message
