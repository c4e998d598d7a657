"""Shopping said in few of the catalogue's words, over a real socket, in English, Gulf Arabic
and Arabizi: two kinds of a product weighed, what to buy on a budget for the week, the cart's
total asked in short words, a goodbye with a laugh; and their look-alikes of another matter
(two phones weighed, the hour asked "now", a chain restaurant's sandwich, an airline's refund
policy) still declined with no card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, send_declined
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send

DECLINED = ("shopping", "التسوق")


async def test_few_words_of_the_store_are_still_shopping(client: Any) -> None:
    for message in (
        "which is better, earl grey or english breakfast?",
        "ايهم احسن الايرل جراي ولا الانجلش بريكفاست؟",
        "ayhom a7san earl grey wala english breakfast",
    ):
        turn = await send(client, message, guest=GUEST_A)
        teas = " ".join(names(turn))
        assert "Earl Grey" in teas and "English Breakfast" in teas, (message, teas)
    for message in (
        "i've got 4 kd for the whole week, what should i buy?",
        "معاي ٤ دنانير للاسبوع كله شنو اشتري",
        "3indi 4 KD lil usbu3 kila, shno ashtri?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" in kinds(turn), (message, kinds(turn))
    token = customer_token("demo-1")
    for message in ("so how much is it now?", "يعني كم الحين؟", "ya3ni kam il7ain?"):
        turn = await send(client, message, token=token)
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
    for first, goodbye in (
        ("do you have chicken franks", "haha ok never mind then"),
        ("عندكم نقانق دجاج", "ههههه اوكي خلاص مو مهم"),
        ("3indkom na8ani8 dyay", "hhhh ok 5ala9 insa"),
    ):
        shown = await send(client, first, guest=GUEST_B)
        turn = await send(client, goodbye, shown.conversation_id, guest=GUEST_B)
        assert kinds(turn) == ["actions"], (goodbye, kinds(turn))
        assert not any(word in turn.end["content"] for word in DECLINED), turn.end["content"]


async def test_their_look_alikes_of_another_matter_are_declined(client: Any) -> None:
    for message in (
        "which is better, apple or samsung?",
        "what time is it now",
        "the chicken sandwich at subway was cold",
    ):
        await send_declined(client, message, GUEST_A)
    for message in (
        "ايهم احسن ابل ولا سامسونج",
        "كم الساعه الحين",
        "شنو سياسة الاسترجاع للطيران",
        "ayhom a7san apple wala samsung",
        "kam il sa3a il7ain",
    ):
        await send_declined(client, message, GUEST_B)
