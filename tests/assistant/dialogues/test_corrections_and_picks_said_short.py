"""Corrections and picks said the short way, over a real socket in English, Gulf Arabic and
Arabizi: a pack named by what it holds ("بيض ابو الـ٣٠") is that pack, no brand's goods; a
pick said before its ruling-out ("brown ones, not the white") is the pick; a correction with a
pack and a count ("make it almarai 2 litres x2") proposes that many of that pack, in place of
the offered line that lacks the brand; "خل" before goods of the offer is "خله", no vinegar;
and a count set apart after goods ("galaxy, 2 of them") is how many of them, one line."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import conversation, kinds, one, products
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
WHITE_EGGS, BROWN_EGGS = "p-0226", "p-0227"
WHITE_30, BROWN_30 = "p-0226-v2", "p-0227-v2"
ALMARAI_MILK_2L = "p-0201-v2"


def _lines(turn: Turn, action: str = "add_to_cart") -> dict[str, tuple[str | None, int]]:
    """The proposal's lines by product id: (variant, count)."""
    return {
        item["productId"]: (item.get("variantId"), item["quantity"])
        for item in turn.action(action)["items"]
    }


def _shown(turn: Turn) -> list[str]:
    """The products the reply shows: its cards, or the one product in detail."""
    if "product_detail" in kinds(turn):
        return [str(one(turn, "product_detail")["product"]["_id"])]
    return [str(product["_id"]) for product in products(turn)]


async def test_a_pack_named_by_what_it_holds_is_that_pack(client: Any) -> None:
    for message in ("حطلي بالسلة بيض ابو الـ٣٠", "ضيف لي بيض ام ٣٠ حبة", "add eggs, the 30 pack"):
        turn = await send(client, message, guest=GUEST_B)
        assert _lines(turn) == {WHITE_EGGS: (WHITE_30, 1)}, (message, kinds(turn))
    # in Arabizi the eggs to pick from, never a brand's spices
    turn = await send(client, "7ot li bai6 abu 30 7aba", guest=GUEST_B)
    shown = _shown(turn) if "products" in kinds(turn) else list(_lines(turn))
    assert shown and all("Eggs" in NAMES[pid] for pid in shown), shown


async def test_a_pick_said_before_its_ruling_out_is_the_pick(client: Any) -> None:
    for asked, picked, guest in (
        ("any eggs?", "brown ones, not the white", GUEST_A),
        ("عندكم بيض؟", "ابي البني مو الابيض", GUEST_B),
        ("fee bai6?", "el bni mob el abya6", GUEST_B),
    ):
        turns = await conversation(client, [asked, picked], guest=guest)
        assert _shown(turns[-1]) == [BROWN_EGGS], (picked, kinds(turns[-1]))
    for offered, picked in (
        ("حطلي بالسلة بيض ابو ٣٠ حبة", "لا لا البني مو الابيض"),
        ("put the 30 eggs in my cart", "no, the brown ones not the white"),
    ):
        turns = await conversation(client, [offered, picked], guest=GUEST_B)
        assert _lines(turns[-1]) == {BROWN_EGGS: (BROWN_30, 1)}, (picked, kinds(turns[-1]))


async def test_a_correction_with_a_pack_and_a_count_moves_the_line_lacking_the_brand(
    client: Any,
) -> None:
    for said, guest in (
        (
            [
                "cheapest full fat milk",
                "ok 3 of those and 2 laban",
                "sorry no, make it almarai 2 litres x2",
            ],
            GUEST_A,
        ),
        (
            ["ارخص حليب كامل الدسم", "ضيف ٣ منه و ٢ لبن", "لا سوري خله المراعي ام ٢ لتر ثنتين"],
            GUEST_B,
        ),
        (
            [
                "ar5as 7aleeb kamel el dasam",
                "7ot 3 menh w 2 laban",
                "la sorry 5aleh almarai 2 litre x2",
            ],
            GUEST_B,
        ),
    ):
        turns = await conversation(client, said, guest=guest)
        lines = _lines(turns[-1])
        assert lines.get("p-0201") == (ALMARAI_MILK_2L, 2), (said[-1], lines)
        assert all("Nadec" not in NAMES[pid] for pid in lines), lines
    for said in (
        ["show me full fat milk", "3 of the first one", "no, make it almarai 2 liter x3"],
        ["ابي حليب كامل الدسم", "ضيف ٣ من الاول", "لا خله المراعي ٢ لتر ثنتين"],
    ):
        turns = await conversation(client, said, guest=GUEST_B)
        count = 3 if said[-1].endswith("x3") else 2
        assert _lines(turns[-1]) == {"p-0201": (ALMARAI_MILK_2L, count)}, said[-1]


async def test_khal_before_goods_of_the_offer_changes_that_line(client: Any) -> None:
    token = customer_token("demo-1")
    for change, product, count in (
        ("بس خل المناديل كيس واحد مو ثنتين", "Wipes", 1),
        ("bs 5al el 7aleeb thnain mu wa7ed", "Milk", 2),
        ("just make the wipes 1 not 2", "Wipes", 1),
    ):
        turns = await conversation(client, ["ابي نفس طلبي الاخير", change], token=token)
        lines = _lines(turns[-1], "reorder")
        assert len(lines) == len(_lines(turns[0], "reorder")), (change, lines)
        [(_, counted)] = [line for pid, line in lines.items() if product in NAMES[pid]]
        assert counted == count, (change, lines)
    vinegar = await send(client, "عندكم خل؟", guest=GUEST_B)
    assert any("Vinegar" in NAMES[pid] for pid in _shown(vinegar)), kinds(vinegar)


async def test_khal_listed_beside_goods_offered_is_still_vinegar(client: Any) -> None:
    # "خل" beside the goods of the offer, or told by its own kind first, is a vinegar asked
    # for: it is found, however the goods after it name a line of the offer
    for offered, asked in (
        ("حطلي حليب المراعي", "خل تفاح و حليب"),
        ("7ot 7aleeb almarai", "5al w 7aleeb kdd"),
        ("ضيف ماي اكوافينا", "خل بلسمي و ماي"),
        ("7ot mai aquafina", "khal balsamic w mai"),
    ):
        turns = await conversation(client, [offered, asked], guest=GUEST_B)
        reply = turns[-1]
        found = _shown(reply) if {"products", "product_detail"} & set(kinds(reply)) else []
        for block in reply.end["blocks"]:
            if block["kind"] == "cart_action":
                found += [item["productId"] for item in block["items"]]
        assert any("Vinegar" in NAMES[pid] for pid in found), (asked, kinds(reply), found)


async def test_a_count_set_apart_after_goods_is_how_many_of_them(client: Any) -> None:
    for message, guest in (
        ("add galaxy, 2 of them", GUEST_A),
        ("ضيف سمارتيز، ٣ منها", GUEST_B),
        ("7ot smarties, 3 minha", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]  # one line, not one more beside it
        assert line["quantity"] == (2 if "galaxy" in message else 3), message
    turns = await conversation(client, ["add 1 kitkat", "and smarties, 3 of them"], guest=GUEST_A)
    counts = [(i["productId"], i["quantity"]) for i in turns[-1].action("add_to_cart")["items"]]
    assert counts == [("p-1110", 1), ("p-1111", 3)], counts


async def test_varieties_of_the_list_each_counted_are_those_varieties(client: Any) -> None:
    salted, chile_limon = "p-1101", "p-1104"
    for asked, picked, guest in (
        ("do you have lays chips", "i'll take 3 salted and 2 chilli lemon", GUEST_A),
        ("3indkum chips lays?", "abi 2 salt w 3 chili lemon", GUEST_B),
        ("عندكم شيبس ليز؟", "ابي ٢ ملح و ٣ فلفل وليمون", GUEST_B),
    ):
        turns = await conversation(client, [asked, picked], guest=guest)
        counts = {i["productId"]: i["quantity"] for i in turns[-1].action("add_to_cart")["items"]}
        first = 3 if picked.startswith("i'll") else 2
        assert counts == {salted: first, chile_limon: 5 - first}, (picked, counts)


async def test_a_size_found_to_fit_and_asked_for_is_proposed(client: Any) -> None:
    pants_size_5 = "p-1803"
    for asked, settled, guest in (
        ("pampers pants?", "he's about 13 kg, so size 5 will do. add 1", GUEST_A),
        ("عندكم بامبرز بانتس؟", "وزنه ١٣ كيلو يعني مقاس ٥ يناسب، حط واحد", GUEST_B),
        ("3indkom pampers pants?", "wazna 13 kilo, size 5 ykoon zain, 7ot wa7ed", GUEST_B),
    ):
        turns = await conversation(client, [asked, settled], guest=guest)
        [line] = turns[-1].action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (pants_size_5, 1), (settled, line)
        assert "products" in kinds(turns[-1]), settled  # the packs that fit, still shown


async def test_which_of_those_after_goods_put_in_is_of_those_goods(client: Any) -> None:
    for said, guest in (
        (
            [
                "breakfast for 8 people, budget 6 kd",
                "2 packs croissants, 1 zaatar manakish and 2 fresh orange juice",
                "my colleague can't have lactose, which of those is ok for him",
            ],
            GUEST_A,
        ),
        (
            [
                "breakfast for 8 people, budget 6 kd",
                "2 packs croissants, 1 zaatar manakish and 2 fresh orange juice",
                "one of them is lactose intolerant, which of those can he have",
            ],
            GUEST_A,
        ),
        (
            [
                "ابي ريوق ل ٨ اشخاص بميزانية ٦ دنانير",
                "ضيف ٢ كرواسون و ١ مناقيش زعتر",
                "واحد منهم عنده حساسية لاكتوز، اي وحده منهم يقدر ياكل",
            ],
            GUEST_B,
        ),
    ):
        turns = await conversation(client, said, guest=guest)
        offered = {i["productId"] for i in turns[1].action("add_to_cart")["items"]}
        shown = set(_shown(turns[-1]))
        assert shown and shown <= offered, (said[-1], shown)  # never the breakfast list


async def test_what_there_is_instead_asked_beside_a_reorder_shows_stand_ins(client: Any) -> None:
    token = customer_token("demo-1")
    out_of_stock = "p-1801"  # the diapers the last order held, none left
    for again, asked in (
        ("order my last order again", "the pampers diapers are out?? what do you have instead"),
        ("ابي نفس طلبي الاخير", "الحفاضات مو موجوده؟؟ شنو عندكم بدالها"),
        ("abi nafs 6alabi el a5eer", "il 7afa'6at mo mawjooda?? shno 3indkom badalha"),
    ):
        turns = await conversation(client, [again, asked], token=token)
        assert "cart_action" not in kinds(turns[-1]), asked  # nothing of the offer swapped
        shown = (
            [str(p["_id"]) for p in products(turns[-1])] if "products" in kinds(turns[-1]) else []
        )
        stand_ins = [pid for pid in shown if pid != out_of_stock]
        assert stand_ins and all("Pampers" in NAMES[pid] for pid in stand_ins), (asked, shown)


async def test_several_goods_put_on_an_order_again_are_each_a_line(client: Any) -> None:
    token = customer_token("demo-1")
    fairy_lemon, toilet_rolls = "p-1904", "p-1913"
    for again, more in (
        (
            "order my last order again",
            "ok keep the wipes, and add 2 fairy lemon and fine toilet paper",
        ),
        ("ابي نفس طلبي الاخير", "خلاص زيد ٢ فيري ليمون وورق حمام فاين"),
        ("abi nafs 6alabi el a5eer", "5alas 7ot il wipes, w 2 fairy lemon w wara8 7amam fine"),
    ):
        turns = await conversation(client, [again, more], token=token)
        before = _lines(turns[0], "reorder")
        lines = _lines(turns[-1], "reorder")
        assert lines.get(fairy_lemon, (None, 0))[1] == 2 and toilet_rolls in lines, (more, lines)
        assert len(lines) == len(before) + 2, (more, lines)


async def test_an_order_again_with_goods_told_by_their_use_is_the_whole_order(client: Any) -> None:
    token = customer_token("demo-2")
    fairy_lemon, toilet_rolls, dettol = "p-1904", "p-1913", "p-1907"
    for asked in (
        "same as my first order please, the tide, fairy and the bathroom stuff",
        "ابي نفس اول طلب، التايد والفيري واغراض الحمام",
        "abi nafs awal order, il tide wil fairy w a8rad il 7amam",
    ):
        turn = await send(client, asked, token=token)
        lines = _lines(turn, "reorder")
        assert {fairy_lemon, toilet_rolls, dettol} <= set(lines), (asked, lines)


async def test_a_new_count_of_a_line_of_the_order_in_talk_is_a_change_of_that_order(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for said in (
        [
            "can i still cancel my order coming this morning",
            "no keep it, but make the halloumi 1 not 2",
        ],
        ["اقدر الغي طلبي اللي جاي الصبح؟", "لا خلاص لا تلغيه، بس خل الحلوم واحد بدال ثنتين"],
        ["wain 6alabi elly jay el sob7?", "5ali el 7aloom wa7ed bdal thnain fil order"],
    ):
        turns = await conversation(client, said, token=token)
        changed = turns[-1]
        assert "order_status" in kinds(changed) and "cart_summary" not in kinds(changed), said
        assert changed.end["content"] != turns[0].end["content"], said  # the change answered
        assert any(
            "person" in c["label"] or "موظف" in c["label"]
            for c in one(changed, "actions")["suggestions"]
        ), said


async def test_the_cheapest_of_a_kind_among_goods_to_get_is_proposed_with_them(
    client: Any,
) -> None:
    eggs_15, cheapest_labneh = "p-0226-v1", "p-0217"
    for message, guest in (
        ("give me eggs, the 15 pack, and the cheapest labneh", GUEST_A),
        ("ضيف بيض ١٥ و ارخص لبنة", GUEST_B),
        ("abi bai6 15 w ar5as labna", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = _lines(turn)
        assert lines.get("p-0226") == (eggs_15, 1) and cheapest_labneh in lines, (message, lines)
