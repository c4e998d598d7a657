"""A request said after letting the last one go, over a real socket: "nah forget it. is
nescafe gold in stock", "خلاص انسى، عندكم حليب نادك؟", "khalas insa, bkam el mooz" answer the
request (the products asked about), never a policy card or a decline for the words that let
go. Letting go alone ("forget it") answers no product, and "no, 5" right after an offer is
still a count."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.handlers.assistant_support import send


async def _answered(client: Any, cases: tuple[tuple[str, str], ...]) -> None:
    guest = uuid.uuid4().hex
    for message, shown in cases:
        turn = await send(client, message, guest=guest)
        cards = names(turn) if "products" in kinds(turn) else []
        assert any(shown in name for name in cards), (message, kinds(turn), cards)
        assert "cart_action" not in kinds(turn) and "faq" not in kinds(turn), message


async def test_a_request_after_letting_go_in_english(client: Any) -> None:
    await _answered(
        client,
        (
            ("nah forget it. is nescafe gold in stock", "Gold"),
            ("forget it, how much is the almarai laban", "Laban"),
            ("never mind. do you sell kiri cheese", "Kiri"),
            ("nvm, whats the price of tide gel", "Tide"),
            ("ok forget that. any offers on dates?", "Dates"),
            ("leave it, show me the lurpak butter", "Lurpak"),
            ("nah never mind, do you have halloumi", "Halloumi"),
            ("forget about it. how much are the bananas", "Bananas"),
            ("skip it, what juices do you have", "Juice"),
            ("nah forget it, do you have lurpak butter", "Lurpak"),
        ),
    )


async def test_a_request_after_letting_go_in_arabic(client: Any) -> None:
    await _answered(
        client,
        (
            ("خلاص انسى، عندكم حليب نادك؟", "Nadec"),
            ("لا خلاص ماعليه، بكم لبن المراعي", "Laban"),
            ("انسى الموضوع. عندكم جبنة كيري؟", "Kiri"),
            ("خلاص انسى. وش العروض على التمر", "Dates"),
            ("مو مهم، عندكم حلوم؟", "Halloumi"),
            ("بلاش، بكم الموز", "Bananas"),
            ("لا انسى، عندكم زبدة لورباك؟", "Lurpak"),
            ("خلاص مو مهم. عندكم خبز رقاق؟", "Regag"),
            ("ماعليه. بكم تايد جل", "Tide"),
            ("خلاص انسى، بكم البرتقال", "Orange"),
        ),
    )


async def test_a_request_after_letting_go_in_arabizi(client: Any) -> None:
    await _answered(
        client,
        (
            ("la khalas insa, 3indkom laban?", "Laban"),
            ("khalas insa, bkam el mooz", "Bananas"),
            ("insa, 3indkom jibna kiri?", "Kiri"),
            ("ma3lesh, kam si3r tide gel", "Tide"),
            ("mo muhim, 3indkom 7aloom?", "Halloumi"),
            ("blash, shno el 3roo9 3al tamr", "Dates"),
            ("khalas insah, 3indkom 3asa2ir?", "Juice"),
            ("la insa, 3indkom zebda lurpak?", "Lurpak"),
            ("5alas insa. 3indkom 5ubz regag?", "Regag"),
            ("insa, bkam el burtugal", "Orange"),
        ),
    )


async def test_letting_go_alone_or_a_count_is_no_new_request(client: Any) -> None:
    guest = uuid.uuid4().hex
    alone = await send(client, "forget it", guest=guest)
    assert "products" not in kinds(alone) and "cart_action" not in kinds(alone), kinds(alone)
    offered = await send(client, "add 2 almarai laban 1 litre", guest=guest)
    corrected = await send(client, "no, 5", offered.conversation_id, guest=guest)
    [line] = corrected.action("add_to_cart")["items"]
    assert line["quantity"] == 5, line
