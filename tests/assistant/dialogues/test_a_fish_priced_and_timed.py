"""A fish's price asked in Arabizi, and how long a fish in view takes in the oven, over a real
socket:

- "zbaidi b kam?", "meid b kam?", "b kam el zbaidi" ("b kam" is "بكم" written apart) show
  the fish's card with its price, never how long fish cooks;
- "شلون اشويه بالفرن؟ كم دقيقه" after the sobaity was shown, "how long do i bake it in the
  oven" after the meid: the general guide for fish, by the product's aisle, not "I don't
  know"; shrimp keeps its own time.
Look-alikes: a cooking time asked with its minutes ("zbaidi kam ya5ith bil forn") is still
the time."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.handlers.assistant_support import send


async def test_a_fish_priced_in_arabizi_is_its_card(client: Any) -> None:
    for asked, fish in (
        ("zbaidi b kam?", "Zubaidi"),
        ("meid b kam?", "Meid"),
        ("b kam el zbaidi", "Zubaidi"),
        ("hamour b kam", "Hamour"),
        ("laban almarai b kam", "Laban"),
        ("tide gel b kam", "Tide"),
        ("الزبيدي بكم", "Zubaidi"),
        ("بكم الهامور؟", "Hamour"),
        ("how much is zubaidi", "Zubaidi"),
    ):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert "products" in kinds(turn), (asked, kinds(turn))
        assert any(fish in name for name in names(turn)), (asked, names(turn))


async def test_a_fish_in_view_has_its_oven_time(client: Any) -> None:
    for shown, asked in (
        ("abi sobaity", "شلون اشويه بالفرن؟ كم دقيقه"),
        ("meid fish", "how long do i bake it in the oven"),
        ("عندكم صافي؟", "كم دقيقه اشويه؟"),
        ("عندكم زبيدي؟", "كم ياخذ بالفرن؟"),
        ("do you have meid", "how many minutes in the oven?"),
        ("abi sobaity", "kam da8ee8a bil forn?"),
        ("3indkum zbaidi?", "shlon ashweeh bil forn"),
    ):
        guest = uuid.uuid4().hex
        first = await send(client, shown, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        [said] = texts(turn)
        assert "200" in said or "٢٠٠" in said, (asked, said)


async def test_shrimp_and_a_timed_question_keep_their_answers(client: Any) -> None:
    guest = uuid.uuid4().hex
    first = await send(client, "rubyan", guest=guest)
    turn = await send(client, "kam da8ee8a a6ba5a?", first.conversation_id, guest=guest)
    [said] = texts(turn)
    assert "الروبيان" in said, said
    for asked in ("zbaidi kam ya5ith bil forn", "el zbaidi kam da8ee8a bil forn"):
        timed = await send(client, asked, guest=uuid.uuid4().hex)
        assert "products" not in kinds(timed), asked
        [said] = texts(timed)
        assert "٢٠٠" in said, (asked, said)


async def test_a_fish_alone_said_too_dear_gets_cheaper_fish(client: Any) -> None:
    for shown, dear in (
        ("zbaidi b kam?", "ghali! shino arkha9 wa7ed"),
        ("how much is zubaidi", "too expensive, anything cheaper?"),
        ("الزبيدي بكم", "غالي، في ارخص؟"),
    ):
        guest = uuid.uuid4().hex
        first = await send(client, shown, guest=guest)
        turn = await send(client, dear, first.conversation_id, guest=guest)
        assert names(turn)[0].startswith("Meid"), (dear, names(turn))
        assert not any("Zubaidi" in name or "Squid" in name for name in names(turn)), dear
