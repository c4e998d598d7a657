"""Which size fits a weight, over a real socket: "el pants size 5 tyee 7ag 9-14 kilo?" after
the pants, "does size 5 fit a 10 kg baby?", "مقاس ٥ يناسب ٩-١٤ كيلو؟", "my baby is 11 kilo
which size": the span on the pack of the size asked, and the packs whose span holds the
weight, never "not found". A weight of goods ("what size rice bag is 5 kg", "abi 2 kilo
meid") is no such question."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products, texts
from tests.handlers.assistant_support import send

_BABY_DRY = "p-1801"
_PANTS_5 = "p-1803"


async def test_the_size_asked_is_told_its_span_and_the_fitting_packs_shown(client: Any) -> None:
    for shown, asked, span in (
        ("pampers pants", "el pants size 5 tyee 7ag 9-14 kilo?", "١٢–١٧"),
        ("pampers baby dry", "el pants size 5 tyee 7ag 9-14 kilo?", "١٢–١٧"),
        ("pampers pants", "does the size 5 fit a 13 kg baby?", "12–17"),
        (None, "does size 5 fit a 10 kg baby?", "11–16"),
        (None, "مقاس ٥ يناسب ٩-١٤ كيلو؟", "١١–١٦"),
        (None, "does size 4 fit 10 kilo", "9–14"),
    ):
        guest = uuid.uuid4().hex
        conversation = None
        if shown is not None:
            conversation = (await send(client, shown, guest=guest)).conversation_id
        turn = await send(client, asked, conversation, guest=guest)
        assert any(span in text for text in texts(turn)), (asked, texts(turn))
        assert products(turn), asked


async def test_a_childs_weight_alone_shows_the_packs_for_it(client: Any) -> None:
    for asked, fits in (
        ("my baby is 11 kilo which size", _BABY_DRY),
        ("ولدي وزنه ١٣ كيلو اي مقاس يناسبه؟", _PANTS_5),
        ("ibni wazna 10 kilo ay ma8as", _BABY_DRY),
        ("wildi 13 kilo ay size?", _PANTS_5),
    ):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert fits in [p["_id"] for p in products(turn)], (asked, kinds(turn))


async def test_a_weight_of_goods_is_no_size_question(client: Any) -> None:
    for asked in ("i need 5 kg of rice", "abi 2 kilo meid", "what size rice bag is 5 kg"):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert not any("pack" in t or "عبوة" in t for t in texts(turn)), asked
        assert "Going by the weights" not in turn.end["content"], asked


async def test_one_added_after_the_named_pack_fits_is_that_pack(client: Any) -> None:
    for asked, add in (
        ("البانتس مقاس ٥ يناسب ولد وزنه ١٣ كيلو؟", "حط وحده"),
        ("do the size 5 pants fit a 13 kg boy?", "add one"),
        ("el pants size 5 ynaseb walad 13 kilo?", "7i6 wa7da"),
    ):
        guest = uuid.uuid4().hex
        answered = await send(client, asked, guest=guest)
        turn = await send(client, add, answered.conversation_id, guest=guest)
        [item] = turn.action("add_to_cart")["items"]
        assert (item["productId"], item["quantity"]) == (_PANTS_5, 1), (asked, kinds(turn))


async def test_a_span_of_weights_asked_after_the_diapers_shows_the_packs_for_it(
    client: Any,
) -> None:
    """ "what else have you got for 12-16 kg" after the diapers asks the packs whose span
    holds it, in no word of a baby or of fitting; a span said after other goods stays theirs."""
    for shown, asked, fits in (
        ("pampers diapers please", "what else have you got for 12-16 kg?", _PANTS_5),
        ("عندكم حفاضات؟", "وش غيرها عندكم حق ١٢-١٦ كيلو", _PANTS_5),
        ("3indkum 7afa9at?", "shino ba3ad 3indkum 7ag 10-13 kilo", _BABY_DRY),
    ):
        guest = uuid.uuid4().hex
        conversation = (await send(client, shown, guest=guest)).conversation_id
        turn = await send(client, asked, conversation, guest=guest)
        assert "products" in kinds(turn), (asked, kinds(turn), texts(turn))
        assert fits in [p["_id"] for p in products(turn)], (asked, kinds(turn))
    guest = uuid.uuid4().hex
    conversation = (await send(client, "show me rice", guest=guest)).conversation_id
    turn = await send(client, "anything for 5-10 kg", conversation, guest=guest)
    assert "Going by the weights" not in turn.end["content"]


async def test_a_span_of_weights_is_no_count_of_the_goods_shown(client: Any) -> None:
    # "anything for 4-8 kg": its 4 once read as four packs of the first diapers shown
    for shown, asked in (
        ("show me diapers", "anything for 4-8 kg"),
        ("ابي حفاظات", "شي حق ٤-٨ كيلو"),
        ("3indkum 7afathat?", "shay 7ag 4-8 kilo"),
    ):
        guest = uuid.uuid4().hex
        first = await send(client, shown, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        actions = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        assert not actions, (asked, actions)
        assert products(turn), (asked, kinds(turn))
