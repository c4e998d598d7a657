"""Follow-ups about what the assistant just showed, over a real socket: which of the list has
the most or least of a nutrient (weighed over the list, no food named), a question about a
shown product with a child's weight or age said beside it, a product shown turned down
(acknowledged, nothing proposed, no cheaper list of it), and a delivery window picked from
those shown by its hours or the part of the day."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, products
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_which_of_the_list_has_the_most_or_least_of_a_nutrient(client: Any) -> None:
    for show, ask, key, most in (
        ("show me lentils", "which has the most protein per 100g", "protein", True),
        (
            "hi im vegan, what protein stuff do u have",
            "which has the most protein",
            "protein",
            True,
        ),
        ("show me oats", "which one has the fewest calories", "energyKcal", False),
        ("show me chickpeas", "what has the least fat", "fat", False),
        ("عندكم عدس", "اي وحده فيها بروتين اكثر", "protein", True),
        ("عندكم عدس", "ايش فيه اكثر بروتين", "protein", True),
        ("عندكم بقوليات", "شنو فيه اقل دهون", "fat", False),
        ("3indkom 3ads", "ayhum fee akthar protein", "protein", True),
        ("3indkom 3ads", "ay wa7d fee akthar protein", "protein", True),
        ("3indkom bagooliyat", "ay wa7d fee a8al dihoon", "fat", False),
        ("show me oats", "which one has the most protein", "protein", True),
        ("show me chickpeas", "which is lowest in fat", "fat", False),
        ("show me lentils", "what has the most calories", "energyKcal", True),
        ("عندكم شوفان", "اي واحد فيه سعرات اقل", "energyKcal", False),
        ("عندكم حمص", "ايهم فيه سكر اقل", "sugar", False),
        ("3indkom shofan", "ayhum akthar protein", "protein", True),
        ("3indkom 7ummus", "shno fee a8al sukkar", "sugar", False),
    ):
        guest = GUEST_A if ask.isascii() and not ask.startswith("ay") else GUEST_B
        shown = await send(client, show, guest=guest)
        cards = [c for c in products(shown) if (c.get("nutrition") or {}).get(key) is not None]
        assert cards, show
        best = (max if most else min)(cards, key=lambda card: card["nutrition"][key])
        asked = await send(client, ask, shown.conversation_id, guest=guest)
        if len(cards) > 1:
            picked = one(asked, "product_detail")["product"]
            assert picked["_id"] == best["_id"], (ask, picked["name"], best["name"])
        else:  # one record gives the figure: that one is shown, and nothing is ranked
            assert [card["_id"] for card in products(asked)] == [best["_id"]], ask
        assert "cart_action" not in kinds(asked), ask


async def test_a_nutrient_asked_of_a_named_food_is_still_that_food(client: Any) -> None:
    # a food named beside the nutrient is that food's question, not the list's
    shown = await send(client, "show me lentils", guest=GUEST_A)
    asked = await send(client, "how much protein in hummus", shown.conversation_id, guest=GUEST_A)
    assert "hummus" in one(asked, "product_detail")["product"]["name"].lower()
    # with nothing shown, "which has the most protein" is asked back, nothing made up
    alone = await send(client, "which has the most protein", guest=GUEST_A)
    assert "product_detail" not in kinds(alone) and "products" not in kinds(alone)


async def test_a_childs_weight_or_age_beside_a_question_leaves_it_about_the_product(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for ask in (
        "البانتس كم حبه فيها؟ ولدي وزنه ١٣ كيلو",
        "البانتس كم حبه فيها؟ ولدي عمره ٧ شهور",
        "البانتس كم حبه؟ بنتي وزنها ١٢ كيلو",
        "how many in the pants pack, my son weighs 13kg",
        "the pants how many pieces? my baby is 13 kg",
        "how many pieces in the pants, my daughter weighs 12 kg",
        "el pants kam 7aba feeha? weldi wazna 13 kilo",
        "el pants kam 7aba? binti wazinha 12 kilo",
        "el pants kam 7aba feeha, weldi 3umra 7 shhoor",
    ):
        shown = await send(client, "pampers diapers", token=token)
        asked = await send(client, ask, shown.conversation_id, token=token)
        detail = one(asked, "product_detail")
        assert "pants" in detail["product"]["name"].lower(), (ask, detail["product"]["name"])
        assert "cart_action" not in kinds(asked), ask


async def test_a_product_shown_and_turned_down_is_only_acknowledged(client: Any) -> None:
    for show, passed, guest in (
        ("ba3d blueberry", "la blash el blueberry, ghali", GUEST_B),
        ("3indkom salmon", "la ma abi el salmon ghali wayed", GUEST_B),
        ("3indkom salmon", "blash el salmon", GUEST_B),
        ("عندكم توت", "بلاها التوت", GUEST_B),
        ("عندكم سلمون", "لا ما ابي السلمون غالي", GUEST_B),
        ("عندكم سلمون", "لا السلمون غالي وايد، خلاص", GUEST_B),
        ("show me salmon", "no skip the salmon, too pricey", GUEST_A),
        ("show me salmon", "nah the salmon is too expensive", GUEST_A),
        ("show me salmon", "forget the salmon", GUEST_A),
        ("show me chips", "skip the lays", GUEST_A),
    ):
        shown = await send(client, show, guest=guest)
        assert "products" in kinds(shown), show
        reply = await send(client, passed, shown.conversation_id, guest=guest)
        assert kinds(reply) == ["actions"], (passed, kinds(reply))
        assert "shopping" not in reply.end["content"], passed  # no decline either
        assert "التسوق" not in reply.end["content"], passed


async def test_look_alikes_of_turning_down_keep_their_own_reading(client: Any) -> None:
    # asked cheaper: the cheaper list; a kind changed: still a search, not a pass
    for show, said, guest in (
        ("عندكم سلمون", "السلمون غالي في ارخص؟", GUEST_B),
        ("show me salmon", "no the salmon is too expensive, anything cheaper", GUEST_A),
        ("show me milk", "no almarai", GUEST_A),
    ):
        shown = await send(client, show, guest=guest)
        reply = await send(client, said, shown.conversation_id, guest=guest)
        assert "products" in kinds(reply), (said, kinds(reply))
    shown = await send(client, "show me salmon", guest=GUEST_A)
    added = await send(client, "add the salmon", shown.conversation_id, guest=GUEST_A)
    assert added.action("add_to_cart")["items"]


def _windows(turn: Any) -> list[tuple[str, str]]:
    return [
        (slot["from"], slot["to"])
        for day in one(turn, "delivery_slots")["days"]
        for slot in day["slots"]
    ]


async def test_a_delivery_window_is_picked_from_those_shown(client: Any) -> None:
    token = customer_token("demo-2")
    for ask, pick, windows in (
        ("ابي التوصيل بكره الصبح", "٩-١١", [("09:00", "11:00")]),
        ("متى توصلون بكرة", "من ٥ لين ٧ المسا", [("17:00", "19:00")]),
        ("متى توصلون بكرة", "اوكي الساعه ٩ الى ١١", [("09:00", "11:00")]),
        ("متى توصلون بكرة", "بكرة الصبح", [("09:00", "11:00"), ("11:00", "13:00")]),
        ("mata t9elon bukra", "min 9 ila 11", [("09:00", "11:00")]),
        ("mata t9elon bukra", "bukra el sob7", [("09:00", "11:00"), ("11:00", "13:00")]),
        ("mata t9elon bukra", "3-5", [("15:00", "17:00")]),
        ("when can you deliver tomorrow", "9 to 11 please", [("09:00", "11:00")]),
        ("when can you deliver tomorrow", "5-7", [("17:00", "19:00")]),
        ("when can you deliver tomorrow", "the 1 to 3 one", [("13:00", "15:00")]),
    ):
        shown = await send(client, ask, token=token)
        assert "delivery_slots" in kinds(shown), ask
        picked = await send(client, pick, shown.conversation_id, token=token)
        assert _windows(picked) == windows, (pick, _windows(picked))
        assert "cart_action" not in kinds(picked), pick


async def test_a_window_with_its_day_is_picked_whatever_came_before(client: Any) -> None:
    """ "لا خلها بكرا الصبح من ٩ لين ١١" after the delivery time to an area, not after the
    windows: tomorrow's 9 to 11, never a cart change or "not found"."""
    token = customer_token("demo-2")
    for pick in (
        "لا خلها بكرا الصبح من ٩ لين ١١",
        "no make it tomorrow morning 9 to 11",
        "la 5aleeha bachir min 9 ila 11",
    ):
        before = await send(client, "how long does delivery to jabriya take", token=token)
        picked = await send(client, pick, before.conversation_id, token=token)
        assert _windows(picked) == [("09:00", "11:00")], (pick, _windows(picked))
        assert "cart_action" not in kinds(picked), pick
    bank = await send(client, "my bank is open tomorrow 9 to 5", token=token)
    assert "delivery_slots" not in kinds(bank), kinds(bank)


async def test_hours_no_window_covers_are_said_with_the_nearest(client: Any) -> None:
    token = customer_token("demo-2")
    for ask, pick in (
        ("when can you deliver tomorrow", "the 6 to 8 one"),
        ("متى توصلون بكرة", "٦-٨"),
        ("mata t9elon bukra", "6 ila 8"),
    ):
        shown = await send(client, ask, token=token)
        picked = await send(client, pick, shown.conversation_id, token=token)
        assert _windows(picked) == [("17:00", "19:00"), ("19:00", "21:00")], pick
        assert "17:00" not in picked.end["content"]  # said as no window, the card shows them
        assert any(w in picked.end["content"] for w in ("No delivery window", "ما في موعد"))


async def test_numbers_and_hours_elsewhere_are_no_window_picked(client: Any) -> None:
    token = customer_token("demo-2")
    for said in ("my bank is open 9 to 5", "add 2 milk", "what is 5-3"):
        shown = await send(client, "when can you deliver tomorrow", token=token)
        reply = await send(client, said, shown.conversation_id, token=token)
        assert "delivery_slots" not in kinds(reply), said
