"""Short follow-ups at the end of shopping, over a real socket: a go-ahead right after a code
was shown ("yes apply it", "ايه طبقه", "6ayeb 7i6a") applies THAT code, never goods nor a
recipe; "what's the total now" ("kam el total al7ean") shows the cart; a goodbye or a warm
thanks ("5alas ba3dain, bye", "thanks, you're the best") is answered as thanks, in the
shopper's language. Their look-alikes go their own way: a code named is the one applied, a
job applied for is declined, Colgate Total is a product, a goodbye beside a request is the
request."""

from __future__ import annotations

import uuid
from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import cart_of, kinds
from tests.handlers.assistant_support import Turn, confirm, send

# A question that shows one code, and the code
ONE_CODE_SHOWN = (
    ("any code for baby stuff?", "BABY15"),
    ("فيه كود خصم للاطفال؟", "BABY15"),
    ("fi code lel ghabga?", "GHABGA20"),
    ("fi 5a9m 3ala sallat fo8 25?", "SAVE3"),
)
GO_AHEADS = (
    # English
    "apply it",
    "yes apply it",
    "ok apply it",
    "use it",
    "yes use that",
    "sure, apply it",
    "ok go ahead and apply it",
    "yep use it please",
    "yes please apply that one",
    "okay apply it now",
    # Gulf Arabic
    "ايه طبقه",
    "طبقه",
    "ايوه طبقها",
    "طيب حطه",
    "اوكي استخدمه",
    "نعم طبقه",
    "خلاص طبقه",
    "ايه حطه",
    "طبقه الحين",
    "اكيد طبقه",
    # Arabizi
    "6abbigah",
    "6ayeb 7i6a",
    "7e6a",
    "eh 6ab8ah",
    "aywa 6abbiqa",
    "ok 7e6ah",
    "yalla 6ab8ah",
    "5alas 6ab8ah",
    "6abbqha",
    "na3am apply it",
)


def _codes(turn: Turn) -> list[str | None]:
    return [b.get("couponCode") for b in turn.end["blocks"] if b["kind"] == "offers"]


def _actions(turn: Turn) -> list[str]:
    return [b["actionType"] for b in turn.end["blocks"] if b["kind"] == "cart_action"]


async def test_a_go_ahead_after_one_code_shown_takes_that_code(client: Any) -> None:
    for index, message in enumerate(GO_AHEADS):
        question, code = ONE_CODE_SHOWN[index % len(ONE_CODE_SHOWN)]
        guest = uuid.uuid4().hex
        shown = await send(client, question, guest=guest)
        assert _codes(shown) == [None], question  # the offer shown, no code applied yet
        taken = await send(client, message, shown.conversation_id, guest=guest)
        assert _codes(taken) == [code], (question, message, kinds(taken))
        assert "recipe" not in kinds(taken) and "products" not in kinds(taken), message
        assert set(_actions(taken)) <= {"apply_coupon"}, (message, _actions(taken))


async def test_the_go_ahead_proposes_the_code_on_a_cart_that_meets_it(client: Any) -> None:
    guest = uuid.uuid4().hex
    await cart_of(client, guest, "add 2 kg lamb chops", "add 3 pampers pants", "add 4 vimto")
    for question, go_ahead in (
        ("فيه كود خصم للاطفال؟", "ايه طبقه"),
        ("any code for baby stuff?", "yes apply it"),
        ("fi code lel ghabga?", "6ayeb 7i6a"),
    ):
        shown = await send(client, question, guest=guest)
        taken = await send(client, go_ahead, shown.conversation_id, guest=guest)
        code = "GHABGA20" if "ghabga" in question else "BABY15"
        assert taken.action("apply_coupon")["params"]["couponCode"] == code, go_ahead
        assert _actions(taken) == ["apply_coupon"], go_ahead


async def test_a_go_ahead_after_several_codes_asks_which(client: Any) -> None:
    for go_ahead in ("ok apply it", "طبقه", "6abbigah"):
        guest = uuid.uuid4().hex
        shown = await send(client, "any offers?", guest=guest)
        asked = await send(client, go_ahead, shown.conversation_id, guest=guest)
        assert "offers" in kinds(asked) and not _actions(asked), (go_ahead, kinds(asked))
        assert _codes(asked) == [None], go_ahead  # no code of the shopper's choosing


async def test_look_alikes_of_a_go_ahead_go_their_own_way(client: Any) -> None:
    guest = uuid.uuid4().hex
    shown = await send(client, "any code for baby stuff?", guest=guest)
    named = await send(client, "apply FRESH10", shown.conversation_id, guest=guest)
    assert _codes(named) == ["FRESH10"], kinds(named)
    for message in ("can i apply for a job with you", "ابي اقدم على وظيفه عندكم"):
        shown = await send(client, "any code for baby stuff?", guest=guest)
        declined = await send(client, message, shown.conversation_id, guest=guest)
        assert kinds(declined) == ["actions"], (message, kinds(declined))
    # a go-ahead after a proposal or a recipe that came since goes ahead with those
    for since in ("add 2 almarai laban", "recipe for machboos", "وصفة مجبوس"):
        for go_ahead in ("7e6a", "yes apply it", "حطه"):
            other = uuid.uuid4().hex
            shown = await send(client, "any code for baby stuff?", guest=other)
            await send(client, since, shown.conversation_id, guest=other)
            later = await send(client, go_ahead, shown.conversation_id, guest=other)
            assert "apply_coupon" not in _actions(later), (since, go_ahead)
            assert not any(_codes(later)), (since, go_ahead, kinds(later))
    # "حطه" (put it) after a product shown still puts the product in
    shown = await send(client, "do you have vimto sparkling cans?", guest=guest)
    put = await send(client, "7e6a", shown.conversation_id, guest=guest)
    assert _actions(put) == ["add_to_cart"], kinds(put)


TOTALS = (
    ("what's the total now", False),
    ("whats my total", False),
    ("كم المجموع الحين", True),
    ("كم صار الحساب", True),
    ("كم الاجمالي الحين؟", True),
    ("kam el total al7ean", True),
    ("kam el total", True),
    ("shkither el total al7in", True),
    ("kam sar el 7esab", True),
    ("el total kam?", True),
)


async def test_the_total_asked_after_a_change_shows_the_cart(client: Any) -> None:
    guest = uuid.uuid4().hex
    await cart_of(client, guest, "add 2 kg lamb chops", "add 3 dettol")
    removed = await send(client, "remove the dettol", guest=guest)
    await confirm(client, removed.action("remove_cart_item")["actionId"], guest=guest)
    for message, arabic in TOTALS:
        turn = await send(client, message, removed.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (message, kinds(turn), turn.end["content"])
        assert is_arabic(turn.end["content"]) == arabic, (message, turn.end["content"])
    for message in ("price of colgate total toothpaste", "3indkom colgate total?"):
        turn = await send(client, message, guest=guest)
        assert "cart_summary" not in kinds(turn) and "products" in kinds(turn), message


GOODBYES = (
    # English
    ("ok later, bye", False),
    ("thanks ya7elwk you're the best", False),
    ("thank you so much you're amazing", False),
    ("bye bye", False),
    ("see you later", False),
    ("ok thanks, bye", False),
    ("thanks habibi, take care", False),
    ("you're the best, thanks", False),
    ("love u thx", False),
    ("goodbye", False),
    # Gulf Arabic
    ("خلاص بعدين، باي", True),
    ("مع السلامه", True),
    ("ما قصرت", True),
    ("شكرا يا الغالي مع السلامه", True),
    ("الله معك", True),
    ("يلا باي", True),
    ("مشكور ما قصرت", True),
    ("في امان الله", True),
    ("طيب باي", True),
    ("تسلم ما تقصر", True),
    # Arabizi
    ("5alas ba3dain, bye", True),
    ("ma3 el salama", True),
    ("ok 5al9 shkran", True),
    ("yalla bye", True),
    ("shukran ya7elwk", True),
    ("ma 8a9art", True),
    ("mashkoor, ma3 el salama", True),
    ("5alas bye", True),
    ("tislam ya7elwk", True),
    ("ok yalla thx", True),
)


async def test_a_goodbye_after_shopping_is_thanks_in_the_shoppers_language(client: Any) -> None:
    for message, arabic in GOODBYES:
        guest = uuid.uuid4().hex
        opening = "عندكم بيض؟" if arabic else "do you have eggs?"
        shown = await send(client, opening, guest=guest)
        thanks = await send(client, "شكرا" if arabic else "thanks", guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert turn.end["content"] == thanks.end["content"], (message, turn.end["content"])


async def test_a_request_beside_a_goodbye_is_the_request(client: Any) -> None:
    for message in (
        "bye, but first add 2 almarai laban",
        "you're the best, do you have vimto?",
        "شكرا، ضيف ٢ لبن المراعي",
        "مع السلامه، بس عندكم فيمتو؟",
        "5alas bas 3indkom vimto?",
        "ok bye, abi 2 vimto",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        answered = {"cart_action", "products"} & set(kinds(turn))
        assert answered, (message, kinds(turn))
