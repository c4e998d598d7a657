"""Picks and additions that lean on what the assistant just showed, over a real socket: the
cheapest of a kind asked and then "add that", the cheapest of a "which one?" with the count
first asked, a count said beside another product standing for the product singled out, a
product of the store wanted "and" after a list, and the steak wanted for dinner shown (then
"two" is two of it)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, products
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


def _lines(turn: Any) -> list[tuple[int, str]]:
    return [
        (line["quantity"], line["product"]["name"]) for line in turn.action("add_to_cart")["items"]
    ]


def _cheapest_in_stock(turn: Any) -> dict[str, Any]:
    return min((c for c in products(turn) if c["inStock"]), key=lambda card: card["price"])


async def test_the_cheapest_of_a_kind_asked_is_what_add_that_takes(client: Any) -> None:
    for ask, add, guest in (
        ("the cheapest rice", "add that", GUEST_A),
        ("cheapest rice?", "add it", GUEST_A),
        ("whats ur cheapest chicken", "ok add that one", GUEST_A),
        ("cheapest cheese", "add 2", GUEST_A),
        ("ارخص رز عندكم", "ضيفه", GUEST_B),
        ("شنو ارخص جبن", "حطه", GUEST_B),
        ("ابي ارخص دجاج", "حطه", GUEST_B),
        ("w arkha9 3aish", "7otah", GUEST_B),
        ("shno arkha9 jibin", "7otah", GUEST_B),
        ("arkha9 dijaj 3indkom", "7otah", GUEST_B),
    ):
        shown = await send(client, ask, guest=guest)
        cheapest = _cheapest_in_stock(shown)
        assert products(shown)[0]["_id"] == cheapest["_id"], ask  # cheapest first
        added = await send(client, add, shown.conversation_id, guest=guest)
        [line] = added.action("add_to_cart")["items"]
        assert line["productId"] == cheapest["_id"], (ask, add, line["product"]["name"])


async def test_the_cheapest_asked_with_an_add_is_proposed_at_once(client: Any) -> None:
    for ask, guest in (
        ("add the cheapest rice", GUEST_A),
        ("ضيف ارخص رز", GUEST_B),
        ("7ot arkha9 3aish", GUEST_B),
    ):
        turn = await send(client, ask, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert "Egyptian" in line["product"]["name"] or "مصري" in line["product"]["name"], (
            ask,
            line["product"]["name"],
        )


async def test_the_cheapest_of_which_one_keeps_the_count_first_asked(client: Any) -> None:
    for ask, pick, count, guest in (
        ("add 2 labneh", "the cheapest one", 2, GUEST_A),
        ("add 3 tuna", "the cheapest one", 3, GUEST_A),
        ("add 2 cheese", "whichever is cheapest", 2, GUEST_A),
        ("ضيف ٢ لبنة", "الارخص", 2, GUEST_B),
        ("ابي ٢ تونة", "الارخص", 2, GUEST_B),
        ("حط ٣ جبن", "ارخص واحد", 3, GUEST_B),
        ("7ot 2 labna", "arkha9 wa7d", 2, GUEST_B),
        ("7ot 2 jibin", "arkha9 wa7d", 2, GUEST_B),
        ("abi 3 tuna", "el ar5a9", 3, GUEST_B),
    ):
        asked = await send(client, ask, guest=guest)
        cheapest = _cheapest_in_stock(asked)
        picked = await send(client, pick, asked.conversation_id, guest=guest)
        [line] = picked.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (cheapest["_id"], count), (ask, pick)


async def test_the_cheapest_after_and_names_its_kind_not_the_offer(client: Any) -> None:
    # c03's shape: an offer of jam, then "and labneh 2": which labneh, the count kept
    shown = await send(client, "7ot wa7d jam mishmish", guest=GUEST_B)
    asked = await send(client, "wa labna 2", shown.conversation_id, guest=GUEST_B)
    assert all("لبنة" in name or "Labneh" in name for name in [c["name"] for c in products(asked)])
    cheapest = _cheapest_in_stock(asked)
    picked = await send(client, "arkha9 wa7d", asked.conversation_id, guest=GUEST_B)
    lines = picked.action("add_to_cart")["items"]
    assert (lines[-1]["productId"], lines[-1]["quantity"]) == (cheapest["_id"], 2)


async def test_a_count_beside_another_product_is_the_product_singled_out(client: Any) -> None:
    tokens = [customer_token(name) for name in ("demo-1", "demo-2", "demo-3")]
    for n, (show, single, add) in enumerate(
        (
            (
                "pampers diapers",
                "the pants then how many in a pack",
                "ok add one and the fresh clean wipes too",
            ),
            (
                "pampers diapers",
                "the pants how many pieces",
                "add 1 of those and fresh clean wipes",
            ),
            ("show me tide", "the gel one", "add 2 of it and a dettol spray"),
            (
                "pampers diapers",
                "البانتس كم حبه فيه",
                "زين حطي وحده و المناديل المبلله الفريش كلين بعد",
            ),
            ("pampers diapers", "البانتس كم حبه فيه", "حط وحده ومناديل فريش كلين"),
            ("عندكم سمك", "السلمون كم وزنه", "حط ٢ و ليمون واحد"),
            (
                "pampers diapers",
                "el pants kam 7aba feeh",
                "zain 7oti wa7d w el manadeel fresh clean",
            ),
            ("pampers diapers", "el pants kam 7aba feeh", "7ot wa7d w manadeel fresh clean"),
            ("3indkom samak", "el salmon kam wazna", "7ot 2 w laymoon wa7d"),
        )
    ):
        token = tokens[n % len(tokens)]  # a few turns each, under the rate limit
        shown = await send(client, show, token=token)
        singled = await send(client, single, shown.conversation_id, token=token)
        focus = one(singled, "product_detail")["product"]
        added = await send(client, add, singled.conversation_id, token=token)
        ids = [line["productId"] for line in added.action("add_to_cart")["items"]]
        assert len(ids) == 2 and ids[0] == focus["_id"], (add, _lines(added))


async def test_another_product_wanted_after_a_list_is_proposed(client: Any) -> None:
    for show, more, guest, word in (
        ("show me fish", "and one loomi", GUEST_A, "Loomi"),
        ("show me fish", "and 2 lemons", GUEST_A, "Lemon"),
        ("show me chicken", "and one garlic", GUEST_A, "Garlic"),
        ("show me chicken", "and I want 2 lemons", GUEST_A, "Lemon"),
        ("عندكم سمك", "ولومي واحد", GUEST_B, "Loomi"),
        ("عندكم سمك", "وابي ٢ ليمون", GUEST_B, "Lemon"),
        ("عندكم دجاج", "وثوم واحد", GUEST_B, "Garlic"),
        ("3indkom samak", "w loomi wa7d", GUEST_B, "Loomi"),
        ("3indkom samak", "w abi 2 laymoon", GUEST_B, "Lemon"),
        ("3indkom dijaj", "w thoom wa7d", GUEST_B, "Garlic"),
    ):
        shown = await send(client, show, guest=guest)
        added = await send(client, more, shown.conversation_id, guest=guest)
        [line] = added.action("add_to_cart")["items"]
        assert word in line["product"]["name"], (more, line["product"]["name"])


async def test_look_alikes_of_another_product_propose_nothing(client: Any) -> None:
    for show, said, guest in (
        ("عندكم سمك", "والميد", GUEST_B),  # asked after, of the list
        ("عندكم سمك", "ولومي", GUEST_B),  # asked after, not wanted yet
        ("عندكم رز", "وين الفرع", GUEST_B),  # a word of its own
        ("show me fish", "and the hamour one", GUEST_A),  # a pick of the list
        ("show me milk", "and bread?", GUEST_A),  # a question
    ):
        shown = await send(client, show, guest=guest)
        reply = await send(client, said, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(reply), (said, kinds(reply))


async def test_a_product_wanted_for_a_meal_is_shown_and_a_count_then_buys_it(
    client: Any,
) -> None:
    for want, count, guest in (
        ("ابي ستيك للعشا", "ثنتين", GUEST_B),
        ("ابي ستيك للعشا الليله", "٢", GUEST_B),
        ("i want steak for dinner", "two", GUEST_A),
        ("i want something with steak for dinner", "2", GUEST_A),
    ):
        shown = await send(client, want, guest=guest)
        assert "recipe" not in kinds(shown), want
        assert any("ستيك" in c["name"] or "Steak" in c["name"] for c in products(shown)), want
        bought = await send(client, count, shown.conversation_id, guest=guest)
        [(quantity, name)] = _lines(bought)
        assert quantity == 2 and ("ستيك" in name or "Steak" in name), (want, name)
    # asked for an idea, a dish is still the answer; what is kept out of it is no goods wanted
    ideas = await send(client, "what should i make for dinner", guest=GUEST_A)
    assert "recipe" in kinds(ideas)
    for kept_out, guest in (
        ("also a dessert w no nuts", GUEST_A),
        ("a dessert without nuts", GUEST_A),
        ("ابي حلى بدون مكسرات", GUEST_B),
        ("abi 7ala bdoon mukassarat", GUEST_B),
    ):
        turn = await send(client, kept_out, guest=guest)
        cards = products(turn) if "products" in kinds(turn) else []
        assert not any("nuts" in (card.get("allergens") or []) for card in cards), kept_out
