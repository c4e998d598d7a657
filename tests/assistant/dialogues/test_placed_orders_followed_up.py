"""A signed-in shopper's orders already placed, followed up over a real socket in English,
Gulf Arabic and Arabizi.

After a late order's status, "it's still late, we're nearly out" is that order still late,
with a person offered, never a product search nor the off-topic decline; the driver hurried or
his number asked is owned up to (the hub reaches no driver) with a person offered; "can I
cancel it and get my money back" is about that order, never a refunded one. Goods taken out
of the order in talk, or one of its goods swapped for another, are a change only a person may
still make. "No, let it come" after how cancelling works keeps the order: nothing is proposed.
A code asked of a placed order is said to go on the cart, with no address proposed. The money
of goods sent back asked of the wallet shows that refunded order and the wallet. "I'd like
to know where tonight's chalet order is" asks its status, not how to cancel it; goods "onto
that same order" are goods for it, never the order ordered again.

demo-1: KW-100915 out for delivery and late, KW-100702 refunded (the Zubaidi), wallet 3.750
KWD. demo-2: KW-100926 being prepared. demo-3: KW-100933 to Home placed, KW-100921 to the
Chalet confirmed.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import (
    chip_labels,
    conversation,
    kinds,
    one,
    order_numbers,
    texts,
)
from tests.conftest import customer_token
from tests.handlers.assistant_support import Turn, send

LATE, REFUNDED, PREPARING = "KW-100915", "KW-100702", "KW-100926"
HOME_ORDER, CHALET_ORDER = "KW-100933", "KW-100921"
PERSON = ("Talk to a person", "كلم موظف")
NO_DRIVER = ("can't call the driver", "ما أقدر أتصل على المندوب")


def _offers_a_person(turn: Turn) -> bool:
    return any(label in chip_labels(turn) for label in PERSON)


def _said(turn: Turn) -> str:
    return " ".join([turn.end["content"], *texts(turn)])


LATE_AGAIN = (
    ("where's my order", "it's so late!! the kids are up and we're down to one nappy"),
    ("وين طلبي", "متأخر وايد والولد صاحي وما عندنا ولا حفاظه"),
    ("wain 6alabi", "t2a55ar wayed w il baby ga3ad, ma 3indna 7afa9at"),
    ("where's my order", "seriously?? it's been 2 hours and she needs changing"),
    ("where's my order", "i needed those diapers an hour ago, this is unacceptable"),
)


async def test_a_late_order_said_late_again_is_still_that_order(client: Any) -> None:
    token = customer_token("demo-1")
    for first, then in LATE_AGAIN:
        *_, turn = await conversation(client, [first, then], token=token)
        assert order_numbers(turn, "order_status") == [LATE], (then, kinds(turn))
        assert "products" not in kinds(turn), then
        assert _offers_a_person(turn), (then, turn.end["content"])


DRIVER_HURRIED = (
    "please tell the driver to hurry up",
    "can you get the driver to go faster, or give me his number",
    "خل المندوب يستعجل او عطوني رقمه",
    "5al il driver yesta3jil",
    "could you hurry them up please",
    "استعجلوا عليه الله يخليكم",
    "3a6ni raqam il driver",
)


async def test_the_driver_hurried_or_his_number_is_owned_up_to(client: Any) -> None:
    token = customer_token("demo-1")
    for message in DRIVER_HURRIED:
        status = await send(client, "where is my order", token=token)
        turn = await send(client, message, status.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [LATE], (message, kinds(turn))
        assert any(words in _said(turn) for words in NO_DRIVER), (message, _said(turn))
        assert _offers_a_person(turn), message


async def test_goods_wanted_quickly_after_a_status_are_no_driver_hurried(client: Any) -> None:
    token = customer_token("demo-1")
    status = await send(client, "where is my order", token=token)
    turn = await send(client, "add almarai milk asap", status.conversation_id, token=token)
    assert not any(words in _said(turn) for words in NO_DRIVER), _said(turn)


async def test_cancelling_for_the_money_back_is_a_cancel_not_the_refund_rule(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in (
        "if it isn't here in half an hour can i cancel it and get my money back",
        "لو ما وصل بعد شوي اقدر الغيه وترجعون فلوسي؟",
        "law ma ja ba3d shway agdar akansla w tirja3li il floos?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [LATE], (message, kinds(turn))
        assert _offers_a_person(turn), message
    for message in (
        "i cancelled an order last week, did i get my money back?",
        "الغيت طلب، الفلوس رجعت لي؟",
    ):
        turn = await send(client, message, token=token)
        said = _said(turn)
        assert "3.750" in said or "٣٫٧٥٠" in said, (message, said)  # the refund asked after


async def test_cancelling_for_a_refund_is_of_the_order_in_talk(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "if it doesn't turn up soon can i cancel and get refunded",
        "could i cancel it and be refunded?",
    ):
        status = await send(client, "where is my order", token=token)
        turn = await send(client, message, status.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [LATE], (message, kinds(turn))
        assert _offers_a_person(turn), message


BROWN_TOAST = "p-0305"  # the white toast's brown one, sold; the white is in KW-100926
CHANGED_IN_TALK = (
    ("where is my order?", "could you swap the white toast for brown in it?", BROWN_TOAST),
    ("وين طلبي؟", "ابي ابدل التوست الابيض باسمر في الطلب", BROWN_TOAST),
    ("wain il order?", "momkin abaddil il toast il abya9 b asmar?", BROWN_TOAST),
    ("where is my order?", "remove the shampoo from the order please, i have one", None),
    ("wain il order?", "il shampoo shelah min il order, 3indi", None),
)


async def test_a_line_taken_out_or_swapped_in_the_order_in_talk_needs_a_person(
    client: Any,
) -> None:
    token = customer_token("demo-2")
    for first, then, instead in CHANGED_IN_TALK:
        *_, turn = await conversation(client, [first, then], token=token)
        assert order_numbers(turn, "order_status") == [PREPARING], (then, kinds(turn))
        assert "faq" not in kinds(turn), (then, kinds(turn))
        if instead is None:
            assert "products" not in kinds(turn), (then, kinds(turn))
        else:  # what would come in its stead, for a new order, never "not found"
            shown = [card["_id"] for card in one(turn, "products")["products"]]
            assert shown[0] == instead, (then, shown)
        assert "cart_action" not in kinds(turn), then
        assert _offers_a_person(turn), (then, turn.end["content"])


KEPT = (
    ("can i cancel my home order", "no actually, let it come"),
    ("ابي الغي طلب البيت", "لا خلاص خلوه يوصل"),
    ("abi alghi order il bait", "la2 5alas 5aleh yiji"),
    ("cancel my home order", "no leave it, my mum's home and needs the cheese"),
    ("abi alghi order il bait", "la 5alah 5aleeh yoo9al, ukhti bil bait t7taj il laban"),
)


async def test_let_it_come_after_cancelling_asked_keeps_the_order(client: Any) -> None:
    token = customer_token("demo-3")
    for first, then in KEPT:
        *_, turn = await conversation(client, [first, then], token=token)
        assert "cart_action" not in kinds(turn), (then, kinds(turn))
        assert order_numbers(turn, "order_status") == [HOME_ORDER], (then, kinds(turn))


async def test_a_code_asked_of_a_placed_order_goes_on_the_cart(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "can i use FRESH10 on my chalet order?",
        "كود BBQ10 ينفع على طلب الشاليه؟",
        "momkin asta5dim code BBQ10 3ala order il chalet?",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (message, kinds(turn))
        assert "cart" in _said(turn) or "السلة" in _said(turn), (message, _said(turn))


async def test_the_money_of_goods_sent_back_shows_that_order_and_the_wallet(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in (
        "did the money for the zubaidi i returned land in my wallet?",
        "فلوس السمك اللي رجعته نزلت في المحفظه ولا لا؟",
        "il floos mal il zubaidi wi9lat lil ma7fatha?",
        "was the zubaidi order to my office ever refunded?",
        "الزبيدي اللي طلبته للدوام رجعتوا فلوسه؟",
        "il zubaidi min order il shughul, rij3at li floosa?",
        "il floos mal il order ili rajja3ta wi9lat il ma7fatha?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [REFUNDED], (message, kinds(turn))
        said = _said(turn)
        assert "3.750" in said or "٣٫٧٥٠" in said, (message, said)


async def test_an_order_asked_after_with_wanting_to_know_is_its_status(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "hi, i'd like to know where my chalet order for tonight has got to",
        "ودي اعرف طلب الشاليه حق الليل وين وصل",
        "hala abi a3rf wain wasal 6alab il shalai il lail",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (message, kinds(turn))
        assert "faq" not in kinds(turn), (message, kinds(turn))


async def test_goods_onto_that_same_order_are_no_reorder(client: Any) -> None:
    token = customer_token("demo-2")
    for first, then in (
        ("where's my order?", "can you add a 30 pack of eggs to that same order"),
        ("وين طلبي؟", "ابي ازيد بيض ٣٠ حبه على نفس الطلب"),
        ("wain il order?", "abi azeed 3ala nafs il order 30 7abba bee9"),
    ):
        *_, turn = await conversation(client, [first, then], token=token)
        assert "cart_action" not in kinds(turn), (then, kinds(turn))
        assert order_numbers(turn, "order_status") == [PREPARING], (then, kinds(turn))
        assert _offers_a_person(turn), then


async def test_the_hour_a_late_order_was_due_is_no_hour_asked_of_its_window(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message in (
        "it should have been here before 2!! where is the driver now",
        "كان المفروض يوصل قبل الساعه ٢! وين المندوب الحين",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [LATE], (message, kinds(turn))
        said = _said(turn)
        assert "late" in said or "متأخر" in said, (message, said)
        assert "outside" not in said and "برا" not in said, (message, said)


async def test_goods_onto_an_order_named_after_and_show_the_pack_asked(client: Any) -> None:
    turn = await send(
        client, "وطلب الشاليه ابي ازيد عليه كيلو ريش بعد", token=customer_token("demo-3")
    )
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert order_numbers(turn, "order_status") == [CHALET_ORDER], kinds(turn)
    status = await send(client, "wain il order?", token=customer_token("demo-2"))
    turn = await send(
        client,
        "abi azeed 3ala nafs il order bee9 30 7abba",
        status.conversation_id,
        token=customer_token("demo-2"),
    )
    units = [card["unit"] for card in one(turn, "products")["products"] if card.get("variantId")]
    assert units and all("30" in unit or "٣٠" in unit for unit in units), units  # the 30 pack


async def test_goods_other_than_one_asked_after_a_status_are_no_change_of_it(
    client: Any,
) -> None:
    token = customer_token("demo-2")
    for message in ("عندكم شي غير التوست؟", "do you have anything other than the white toast?"):
        status = await send(client, "وين طلبي؟", token=token)
        turn = await send(client, message, status.conversation_id, token=token)
        assert "products" in kinds(turn), (message, kinds(turn))
        assert "order_status" not in kinds(turn), (message, kinds(turn))
