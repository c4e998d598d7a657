"""Cart requests as shoppers type them, over a real socket: several lines in one message,
counts said in words, a pack named by its count, a kind said not to be wanted, one too
many of a line, and the cart asked about rather than emptied. English, Gulf Arabic and
Arabizi; each beside a look-alike that must keep its old reading."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import (
    assert_declined,
    emptied_cart,
    kinds,
    names,
    one,
    texts,
)
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

_EGGS, _EGGS_15 = "p-0226", "p-0226-v1"  # Large White Eggs, its tray of 15


def _lines(turn: Turn, action: str) -> list[tuple[str, int]]:
    return [(i["product"]["name"], i["quantity"]) for i in turn.action(action)["items"]]


async def _added(client: Any, message: str, guest: str) -> Turn:
    """`message` proposes an addition, which the shopper confirms."""
    offered = await send(client, message, guest=guest)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert confirmed.status == 200, confirmed.json
    return offered


async def _cart(client: Any, guest: str) -> list[dict[str, Any]]:
    reply = await client.get("/v1/cart", guest=guest)
    assert reply.status == 200, reply.json
    return list(reply.results["items"])


async def test_several_lines_named_for_removal_are_one_proposal(client: Any) -> None:
    await _added(client, "add saffron, cardamom and salt", GUEST_A)
    for message in (
        "عندي زعفران و هيل شيلهم",
        "remove the saffron and the cardamom",
        "shil el za3faran wel hail",
        "take out the cardamom and saffron, i have them",
    ):
        turn = await send(client, message, guest=GUEST_A)
        removed = sorted(name for name, _ in _lines(turn, "remove_cart_item"))
        assert len(removed) == 2, (message, removed)
        assert "Saffron" in removed[0] and "Cardamom" in removed[1], (message, removed)
    alone = await send(client, "remove the saffron", guest=GUEST_A)
    assert [name for name, _ in _lines(alone, "remove_cart_item")] == ["Al Wazzan Iranian Saffron"]
    unheld = await send(client, "remove the saffron and the charcoal", guest=GUEST_A)
    assert [name for name, _ in _lines(unheld, "remove_cart_item")] == ["Al Wazzan Iranian Saffron"]
    assert any("charcoal" in text for text in texts(unheld)), texts(unheld)


async def test_an_item_that_fits_several_lines_is_asked_the_rest_proposed(client: Any) -> None:
    await _added(client, "add salt, lays salted and almarai full fat milk 1 litre", GUEST_B)
    for message in (
        "احذف الملح والحليب",
        "shil el mil7 wel 7aleeb",
        "delete the milk and the salt",
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "remove_cart_item") == [("Almarai Full Fat Fresh Milk", 1)], message
        asked = names(turn)  # which salt: the salt or the salted chips
        assert len(asked) == 2 and all("Salt" in name for name in asked), (message, asked)
    # another item naming the chips leaves the salt to the other
    both = await send(client, "sheel el chips wel mil7", guest=GUEST_B)
    assert sorted(name for name, _ in _lines(both, "remove_cart_item")) == [
        "Al Wazzan Iodised Fine Salt",
        "Lay's Salted Potato Chips",
    ]


async def test_each_item_of_a_list_keeps_its_own_count(client: Any) -> None:
    for message, guest in (
        ("w sambosa jibin 3 boxes wa tamer sukkari kilo", GUEST_B),
        ("3 boxes cheese samosa and a kilo of sukkari dates", GUEST_A),
        ("٣ علب سمبوسة جبن و كيلو تمر سكري", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = dict(_lines(turn, "add_to_cart"))
        assert lines == {"Al Kabeer Cheese Samboosa": 3, "Sukkari Dates (Al-Qassim)": 1}, (
            message,
            lines,
        )


async def test_one_said_in_words_counts_one_not_the_count_asked_before(client: Any) -> None:
    for answer, guest in (
        ("ok w 7ot wa7d yellow lentils mn bayara", GUEST_B),
        ("حط واحد العدس الاصفر", GUEST_B),
        ("ok add one of the yellow lentils", GUEST_A),
    ):
        asked = await send(client, "add the lentils x3", guest=guest)
        assert "cart_action" not in kinds(asked)  # which lentils: asked first
        turn = await send(client, answer, asked.conversation_id, guest=guest)
        assert _lines(turn, "add_to_cart") == [("Bayara Yellow Split Lentils", 1)], answer
    # a pick that says no count of its own keeps the count first asked
    asked = await send(client, "add the lentils x3", guest=GUEST_A)
    picked = await send(client, "the yellow one", asked.conversation_id, guest=GUEST_A)
    assert _lines(picked, "add_to_cart") == [("Bayara Yellow Split Lentils", 3)]


async def test_goods_then_a_count_are_an_order_and_other_matters_stay_declined(
    client: Any,
) -> None:
    for message, guest, wanted in (
        ("abu auf el turki, wa7ed", GUEST_B, ("Abu Auf Turkish Coffee with Cardamom", 1)),
        ("kdd milk, 3", GUEST_A, ("KDD Full Cream Fresh Milk", 3)),
        ("الحليب المراعي، ثنتين", GUEST_B, ("Almarai Full Fat Fresh Milk", 2)),
        ("lays salted, 2", GUEST_A, ("Lay's Salted Potato Chips", 2)),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn, "add_to_cart") == [wanted], message
    for message in ("liverpool vs chelsea, 2", "real madrid, 2", "my flight to dubai, one"):
        assert_declined(await send(client, message, guest=GUEST_A), message, arabic=False)


async def test_a_count_that_is_another_pack_moves_the_line_to_that_pack(client: Any) -> None:
    for message, guest in (
        ("el bai6 5aleeh 15 bas", GUEST_B),
        ("change the eggs to the 15 pack", GUEST_A),
        ("خلي البيض ١٥ حبه", GUEST_B),
    ):
        await emptied_cart(client, guest=guest)
        for _ in range(2):  # two trays of 30
            await _added(client, "add eggs 30", guest)
        turn = await send(client, message, guest=guest)
        action = turn.action("update_cart_item")
        confirmed = await confirm(client, action["actionId"], guest=guest)
        assert confirmed.status == 200, confirmed.json
        eggs = [line for line in await _cart(client, guest) if line["productId"] == _EGGS]
        # the tray of 15 in place of the tray of 30, as many trays as before
        assert [(line["variantId"], line["quantity"]) for line in eggs] == [(_EGGS_15, 2)], (
            message,
            eggs,
        )
    # a count no pack holds is how many: three trays of the pack in the cart
    more = await send(client, "make the eggs 3", guest=GUEST_A)
    [item] = more.action("update_cart_item")["items"]
    assert item["quantity"] == 3 and item["variantId"] == _EGGS_15, item


async def test_a_kind_said_not_to_be_wanted_is_left_out(client: Any) -> None:
    for message, guest in (
        ("brown toast not white", GUEST_A),
        ("خبز توست اسمر مو ابيض", GUEST_B),
        ("5ubz toast asmar mo abyath", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        assert shown[0] == "KFMB Brown Sliced Toast Bread", (message, shown)
        assert "KFMB White Sliced Toast Bread" not in shown, (message, shown)
    milk = names(await send(client, "milk not low fat", guest=GUEST_A))
    assert milk and not any("Low Fat" in name for name in milk), milk
    for message, guest in (("شاي مب ليبتون", GUEST_B), ("tea not lipton", GUEST_A)):
        teas = names(await send(client, message, guest=guest))
        assert teas and not any("Lipton" in name for name in teas), (message, teas)
    # right after the white toast was offered, the brown replaces it in the offer
    offered = await send(client, "add white toast", guest=GUEST_A)
    swapped = await send(client, "brown toast not white", offered.conversation_id, guest=GUEST_A)
    assert _lines(swapped, "add_to_cart") == [("KFMB Brown Sliced Toast Bread", 1)]


async def test_the_extra_of_a_line_is_taken_out_not_the_line(client: Any) -> None:
    await _added(client, "add 3 almarai yoghurt", GUEST_A)
    extra = await send(
        client, "wait i already had yoghurt in the cart, remove the extra one", guest=GUEST_A
    )
    assert _lines(extra, "update_cart_item") == [("Almarai Full Fat Plain Yoghurt", 2)]
    await _added(client, "add 2 almarai laban", GUEST_B)
    for message in ("شيل اللبن الزايد", "shil el laban el zayed"):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn, "update_cart_item") == [("Almarai Fresh Laban Full Fat", 1)], message
    # "extra virgin" is the oil's own name: the oil is taken out
    await _added(client, "add borges extra virgin olive oil", GUEST_A)
    oil = await send(client, "remove the extra virgin olive oil", guest=GUEST_A)
    assert [name for name, _ in _lines(oil, "remove_cart_item")] == [
        "Borges Extra Virgin Olive Oil"
    ]


async def test_asking_what_the_cart_holds_never_proposes_to_empty_it(client: Any) -> None:
    for guest in (GUEST_A, GUEST_B):
        await _added(client, "add almarai laban", guest)
    for message, guest in (
        ("السله صارت وايد، وش فيها؟", GUEST_B),
        ("my cart got huge, what's in it", GUEST_A),
        ("el sala kbeera, shfeeha?", GUEST_B),
        ("cart is full lol whats in there", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert one(turn, "cart_summary")["cart"]["items"], message
    for message, guest in (
        ("empty my cart", GUEST_A),
        ("فضي السلة", GUEST_B),
        ("shil kil shay mn el sala", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert turn.action()["actionType"] == "clear_cart", message


async def test_a_code_on_an_empty_or_small_cart_says_what_it_asks(client: Any) -> None:
    empty = await send(client, "apply welcome2", guest=GUEST_A)
    assert "cart is empty" in empty.end["content"], empty.end["content"]
    assert "cart_action" not in kinds(empty) and "offers" in kinds(empty)
    arabic = await send(client, "طبق كود WELCOME2", guest=GUEST_B)
    assert "سلتك فاضية" in arabic.end["content"], arabic.end["content"]
    await _added(client, "add almarai milk 1 litre", GUEST_A)
    small = await send(client, "apply welcome2", guest=GUEST_A)
    assert "cart_action" not in kinds(small)
    assert any("10.000 KWD" in text and "more" in text for text in texts(small)), texts(small)


async def test_a_line_let_go_in_plain_words_is_taken_off(client: Any) -> None:
    """ "ditch the milk", "the milk can go", "i'll pass on the milk", "no more milk please":
    the line in the cart is proposed for removal, never added again; right after an offer,
    the offer is dropped and nothing is added."""
    await _added(client, "add 2 almarai full fat milk", GUEST_B)
    for message in (
        "ditch the milk",
        "the milk can go",
        "scrap the milk",
        "no more milk please",
        "i'll pass on the milk",
        "i changed my mind about the milk",
    ):
        turn = await send(client, message, guest=GUEST_B)
        removed = [name for name, _ in _lines(turn, "remove_cart_item")]
        assert removed == ["Almarai Full Fat Fresh Milk"], (message, removed)
    for message in ("the milk can go", "milk out", "i'll pass on the milk"):
        offered = await send(client, "add 2 kdd laban", guest=GUEST_A)
        assert "cart_action" in kinds(offered), kinds(offered)
        turn = await send(
            client, message.replace("milk", "laban"), offered.conversation_id, guest=GUEST_A
        )
        assert "cart_action" not in kinds(turn), (message, kinds(turn))


async def test_labneh_after_the_laban_is_the_labneh_not_the_laban(client: Any) -> None:
    """ "عطني لبنه" right after the Al Rawabi goods were shown: the labneh, whose stem the laban
    shares; never the laban shown, in English, Gulf Arabic and Arabizi."""
    for first, then in (
        ("حط الروابي ٢", "عطني لبنه"),
        ("add 2 al rawabi", "give me labneh"),
        ("7ot al rawabi 2", "3a6ni labna"),
    ):
        shown = await send(client, first, guest=GUEST_B)
        turn = await send(client, then, shown.conversation_id, guest=GUEST_B)
        offered = (
            [name for name, _ in _lines(turn, "add_to_cart")]
            if "cart_action" in kinds(turn)
            else []
        )
        assert not any("Laban" in name for name in offered), (then, offered)
        assert "Labneh" in " ".join(names(turn) + offered), (then, names(turn), offered)
