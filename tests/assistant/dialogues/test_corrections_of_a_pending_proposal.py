"""A proposal corrected before Confirm, over a real socket in English, Gulf Arabic and
Arabizi: a line's kind ("the brown ones instead of white", "خلاص مو سكري"), its pack ("the
eggs 15 not 30") or its count ("just one juice") changed, a line taken off ("no bread this
time", "ما ابي الهيل") or one more put on ("add a laban to it too") make the same proposal
again with the change, in place of the pending one, and say what changed; the cart holds
nothing of it until Confirm. A card picked by its place with a count ("the second one looks
good, put 2") is that card's product."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, emptied_cart, kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send

WHITE_30, BROWN_30 = "p-0226-v2", "p-0227-v2"
WHITE_15 = "p-0226-v1"
HAMOUR_WHOLE, HAMOUR_FILLET = "p-0502-v1", "p-0502-v2"


def _lines(turn: Turn, action: str) -> dict[str, tuple[str | None, int]]:
    """The proposal's lines by product name: (variant, count)."""
    return {
        item["product"]["name"]: (item.get("variantId"), item["quantity"])
        for item in turn.action(action)["items"]
    }


async def _cart(client: Any, **auth: Any) -> dict[str, int]:
    reply = await client.get("/v1/cart", **auth)
    assert reply.status == 200, reply.json
    return {line["productId"]: line["quantity"] for line in reply.results["items"]}


async def _corrected(client: Any, said: list[str], **auth: Any) -> tuple[Turn, Turn]:
    turns = await conversation(client, said, **auth)
    return turns[-2], turns[-1]


async def test_another_kind_in_place_of_the_one_proposed(client: Any) -> None:
    for said, guest in (
        (
            ["add 30 white eggs", "actually the brown ones instead of white, keep 30"],
            GUEST_A,
        ),
        (["ضيف بيض ابيض ٣٠ حبه", "لا خله بني بدال الابيض"], GUEST_B),
        (["7ot bai6 abya6 30 7aba", "la2 abi il bunni mu il abya6"], GUEST_B),
    ):
        before = await _cart(client, guest=guest)
        offered, turn = await _corrected(client, said, guest=guest)
        assert list(_lines(offered, "add_to_cart").values()) == [(WHITE_30, 1)], said
        [line] = _lines(turn, "add_to_cart").values()
        assert line == (BROWN_30, 1), (said, turn.end["content"])
        assert await _cart(client, guest=guest) == before, said  # nothing until Confirm
        stale = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert stale.status != 200, said  # the proposal corrected is no longer pending
        done = await confirm(client, turn.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, said
        assert (await _cart(client, guest=guest)).get("p-0227") == 1, said
        await emptied_cart(client, guest=guest)


async def test_another_variety_or_pack_of_the_product_proposed(client: Any) -> None:
    for said, guest, wanted in (
        (["7ot kilo sukkari", "sorry abi khalas mu sukkari"], GUEST_B, "Khalas Dates (Al-Ahsa)"),
        (["حط كيلو تمر سكري", "غلطت، ابي خلاص بدال السكري"], GUEST_B, "Khalas Dates (Al-Ahsa)"),
        (
            ["add a kilo of sukkari dates", "no, khalas not sukkari"],
            GUEST_A,
            "Khalas Dates (Al-Ahsa)",
        ),
    ):
        _, turn = await _corrected(client, said, guest=guest)
        assert list(_lines(turn, "add_to_cart")) == [wanted], (said, turn.end["content"])
    for said, guest, pack in (
        (
            ["add 1 kilo whole hamour", "make it the fillet not the whole, 2 kilo"],
            GUEST_A,
            (HAMOUR_FILLET, 2),
        ),
        (["حط كيلو هامور فيليه", "لا ابي الكامل مو الفيليه، ٢ كيلو"], GUEST_B, (HAMOUR_WHOLE, 2)),
        (["7ot kilo hamour kamil", "la2 5aleh fillet mu kamil"], GUEST_B, (HAMOUR_FILLET, 1)),
    ):
        _, turn = await _corrected(client, said, guest=guest)
        assert list(_lines(turn, "add_to_cart").values()) == [pack], (said, turn.end["content"])


async def test_a_line_counted_anew_keeps_the_others(client: Any) -> None:
    for said, guest in (
        (["add 3 diet pepsi and 2 fresh orange juice", "just one juice"], GUEST_A),
        (["ضيف ٣ دايت بيبسي و ٢ عصير برتقال طازج", "العصير واحد بس"], GUEST_B),
        (["7ot 3 diet pepsi w 2 3aseer burtuqal fresh", "il 3aseer wa7ed bas"], GUEST_B),
    ):
        _, turn = await _corrected(client, said, guest=guest)
        counts = {name: n for name, (_, n) in _lines(turn, "add_to_cart").items()}
        assert counts == {"Diet Pepsi Cans": 3, "Freshly Squeezed Orange Juice": 1}, (said, counts)


async def test_an_order_asked_again_corrected_before_confirm(client: Any) -> None:
    for said in (
        [
            "same as my order 3 weeks back please: milk, bread, eggs, bananas",
            "change the eggs to the 15 pack",
            "and no bread this time",
            "add one almarai laban to it too",
        ],
        [
            "ابي نفس طلبي من ٣ اسابيع الحليب والبيض والخبز والموز",
            "البيض خله ١٥ بدال ٣٠",
            "وشيل الخبز منه",
            "وزيد عليه لبن المراعي بعد",
        ],
        [
            "abi nafs 6alabi gabel 3 asabee3, il 7aleeb wil bai6 wil 5ubz wil mooz",
            "il bai6 5aleh 15 mu 30",
            "mu lazim il 5ubz",
            "w zeed 3aleh laban almarai ba3d",
        ],
    ):
        token = customer_token("demo-1")
        before = await _cart(client, token=token)
        offered = await send(client, said[0], token=token)
        lines = _lines(offered, "reorder")
        assert lines["Large White Eggs"] == (WHITE_30, 1), lines
        eggs = await send(client, said[1], offered.conversation_id, token=token)
        lines = _lines(eggs, "reorder")
        assert lines["Large White Eggs"] == (WHITE_15, 1), (said[1], eggs.end["content"])
        assert len(lines) == 4, lines
        bread = await send(client, said[2], offered.conversation_id, token=token)
        lines = _lines(bread, "reorder")
        assert "KFMB White Arabic Bread" not in lines and len(lines) == 3, (said[2], lines)
        assert lines["Large White Eggs"] == (WHITE_15, 1), lines
        laban = await send(client, said[3], offered.conversation_id, token=token)
        lines = _lines(laban, "reorder")
        assert len(lines) == 4 and "Almarai Fresh Laban Full Fat" in lines, (said[3], lines)
        assert all(texts(turn) for turn in (eggs, bread, laban)), said  # what changed, said
        assert await _cart(client, token=token) == before, said
        done = await confirm(client, laban.action("reorder")["actionId"], token=token)
        assert done.status == 200, said
        after = await _cart(client, token=token)
        assert after.get("p-0226") == before.get("p-0226", 0) + 1, after
        await emptied_cart(client, token=token)


async def test_a_recipes_ingredient_taken_off_its_proposal(client: Any) -> None:
    for said, guest in (
        (
            ["recipe for chicken machboos", "add the ingredients", "drop the cardamom from that"],
            GUEST_A,
        ),
        (["وصفة مجبوس دجاج", "ضيف المكونات", "ما ابي الهيل"], GUEST_B),
        (["wasfat machboos dyay", "7ot il mukawinat", "bala hail"], GUEST_B),
    ):
        offered, turn = await _corrected(client, said, guest=guest)
        full = _lines(offered, "add_recipe_to_cart")
        kept = _lines(turn, "add_recipe_to_cart")
        assert "Bayara Green Cardamom" in full, full
        assert "Bayara Green Cardamom" not in kept and len(kept) == len(full) - 1, (said, kept)


async def test_a_card_picked_by_its_place_with_a_count(client: Any) -> None:
    for said, guest in (
        (["show me lamb", "the second one looks good, put 2"], GUEST_A),
        (["عندكم لحم غنم؟", "الثاني شكله زين، حط منه ٢"], GUEST_B),
        (["3indkom la7am ghanam?", "il thani shakla zain, 7ot minna 2"], GUEST_B),
    ):
        shown, turn = await _corrected(client, said, guest=guest)
        second = names(shown)[1]
        assert "cart_action" in kinds(turn), (said, turn.end["content"])
        assert {n: c for n, (_, c) in _lines(turn, "add_to_cart").items()} == {second: 2}, said


async def test_goods_said_not_needed_after_all_let_the_proposal_go(client: Any) -> None:
    for said, guest in (
        (["add 2 kdd milk", "oh wait we still have milk at home, not needed"], GUEST_A),
        (["ضيف ٢ حليب كي دي دي", "لا خلاص تذكرت عندي حليب بالبيت، مو لازم"], GUEST_B),
        (["abi 7aleeb kdd 2", "la2 5alas il bait feeh 7aleeb, mu lazim"], GUEST_B),
    ):
        offered, turn = await _corrected(client, said, guest=guest)
        assert "cart_action" not in kinds(turn), (said, turn.end["content"])
        let_go = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert let_go.status != 200, said
