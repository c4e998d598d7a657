"""Which code saves the most on the cart, over a real socket in the three ways of writing:
each running code's saving on the cart as it is, the best first and named on the offers card;
asked applied ("apply the one that saves most" after the offers, "حط اللي يوفر اكثر"), the
best is proposed and confirming puts it on the cart. A question of which offers run, or a
code named to use, stays what it was."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.handlers.assistant_support import confirm, send

_DATES = {
    "en": "add 3 kg khalas dates",
    "ar": "ضيف تمر خلاص ٣ كيلو",
    "arabizi": "7ot tamr khalas 3 kilo",
}


async def _with_dates(client: Any, guest: str, script: str) -> str:
    """A cart holding Khalas dates (on the Ghabga code's list), its conversation's id."""
    added = await send(client, _DATES[script], guest=guest)
    done = await confirm(client, added.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, done
    return added.conversation_id


async def test_which_code_saves_most_is_worked_out_on_the_cart(client: Any) -> None:
    for n, (script, asked) in enumerate(
        (
            ("en", "which coupon saves me the most"),
            ("en", "what's the best code for my cart"),
            ("en", "which promo code works on my cart"),
            ("ar", "وش الكود اللي ينفع"),
            ("ar", "اي كود يوفر اكثر"),
            ("ar", "شنو الكوبون اللي احسن لسلتي"),
            ("arabizi", "ay code ywafir akthar"),
            ("arabizi", "shno el code elli ynfa3"),
            ("arabizi", "ay coupon a7san 7ag salti"),
        )
    ):
        guest = f"{n:02d}" + "c0de" * 7 + "ab"
        conversation = await _with_dates(client, guest, script)
        turn = await send(client, asked, conversation, guest=guest)
        assert "offers" in kinds(turn), (asked, turn.end["content"])
        assert one(turn, "offers")["couponCode"] == "GHABGA20", (asked, kinds(turn))
        assert texts(turn)[0].startswith("GHABGA20"), (asked, texts(turn))
        assert "cart_action" not in kinds(turn), asked


async def test_the_code_that_saves_most_asked_applied_is_proposed(client: Any) -> None:
    for n, (script, offers, asked) in enumerate(
        (
            ("en", "any offers?", "apply the one that saves most"),
            ("en", "what coupons do you have", "use whichever saves me more"),
            ("ar", "شو العروض", "حط اللي يوفر اكثر"),
            ("ar", "عندكم كوبونات؟", "طبق اللي يوفر اكثر"),
            ("arabizi", "shno el 3rooth", "7ot elli ywafir akthar"),
        )
    ):
        guest = f"{n:02d}" + "5a7e" * 7 + "cd"
        conversation = await _with_dates(client, guest, script)
        await send(client, offers, conversation, guest=guest)
        turn = await send(client, asked, conversation, guest=guest)
        action = turn.action("apply_coupon")
        assert action["params"]["couponCode"] == "GHABGA20", (asked, action)
        done = await confirm(client, action["actionId"], guest=guest)
        assert done.status == 200, asked


async def test_offers_and_a_named_code_stay_what_they_were(client: Any) -> None:
    guest = "0e" + "f0f0" * 7 + "ee"
    conversation = await _with_dates(client, guest, "en")
    offers = await send(client, "any offers?", conversation, guest=guest)
    assert "offers" in kinds(offers) and "cart_action" not in kinds(offers)
    use = await send(client, "use FRESH10", conversation, guest=guest)
    assert "GHABGA20" not in str(use.end["blocks"])
