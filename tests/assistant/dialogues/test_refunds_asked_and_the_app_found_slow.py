"""Two matters of the store's own service, over a real socket: whether a refund came back
("did my refund come through?", "الفلوس رجعت لي؟", "il floos rij3at li?") gets where refunds go
and the signed-in shopper's wallet, with the refunded order the message names by its goods
and never another order's status, nor "I didn't understand"; our
app or us found slow or useless ("the app is so slow you guys are useless", "البرنامج بطيء
وايد انتو خايسين", "el app ba6ee2 wayed, ma tinfa3oon") is a complaint with an apology and a
person offered, never the off-topic decline. Another's app found slow stays another matter."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, order_numbers, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_refund_asked_about_gets_where_refunds_go_and_the_wallet(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "did my refund come through?",
        "did i get my money back",
        "الفلوس رجعت لي؟",
        "رجعتوا لي فلوسي؟",
        "il floos rij3at li?",
        "wain floosi?",
        "where is the refund",
        "wain el refund?? sar li 10 ayam",
        "وين الريفند صار لي اسبوع",
        # where the money of what went back went
        "where did the refund for the zubaidi go?",
        "where did my money go, i returned the fish",
        "وين راحت فلوس الزبيدي اللي رجعته",
        "الفلوس وين راحت؟",
        "hala, el zbaidi elli rajja3to, el flos wain ra7at?",
        "wain ra7at el floos?",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))
        # only the refunded order the message names by its goods is shown, never another
        named = any(word in message for word in ("zubaidi", "zbaidi", "fish", "الزبيدي"))
        assert order_numbers(turn, "order_status") == (["KW-100702"] if named else []), message
        assert "cart_action" not in kinds(turn), message
        said = " ".join(texts(turn))
        assert "3.750" in said or "٣٫٧٥٠" in said, (message, said)  # demo-1's wallet
    guest = await send(client, "did my refund come through?", guest=uuid.uuid4().hex)
    assert "faq" in kinds(guest) and "Sign in" in guest.end["content"]


async def test_our_app_or_us_found_slow_or_useless_is_a_complaint(client: Any) -> None:
    for message, arabic in (
        ("the app is so slow you guys are useless", False),
        ("ur app keeps crashing", False),
        ("البرنامج بطيء وايد انتو خايسين", True),
        ("التطبيق يعلق ما تنفعون", True),
        ("el app ba6ee2 wayed, ma tinfa3oon", True),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        reply = turn.end["content"]
        assert "sorry" in reply.lower() or "نعتذر" in reply, (message, reply)
        assert "shopping here" not in reply and "بس في التسوق" not in reply, (message, reply)
        assert "order_status" not in kinds(turn) and "products" not in kinds(turn), message
        assert ("نعتذر" in reply) == arabic, (message, reply)


async def test_another_apps_slowness_is_another_matter(client: Any) -> None:
    for message in (
        "my banking app is so slow today",
        "تطبيق البنك بطيء اليوم",
        "where is my amazon refund",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_declined(turn, message, arabic=not message.isascii())
