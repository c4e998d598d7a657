"""What a pending proposal's correction must leave alone, over a real socket in English, Gulf
Arabic and Arabizi: a "no need" of something else ("no need for a bag", "مو لازم تتصل") lets
nothing go; a line taken off takes off that line only, not the lines sharing a word with it; a
measure said of a line ("the milk 2 L") is the pack of that size; a complaint of an order before
or a kind of other goods changes no line; "too"/"بعد" with a count adds, not recounts; "something
else sweet" still asks for sweet goods; "also" without an add verb puts nothing on an order asked
again or a recipe's goods."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, emptied_cart, kinds, names
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send

MILK_2L, RICE_5KG = "p-0201-v2", "p-0601-v2"
REVISED = ("changed the proposal", "عدلت لك الطلب المقترح")
LET_GO = ("I've dropped that", "شلته")


def _items(turn: Turn, action: str) -> list[tuple[str, str | None, int]]:
    """The proposal's lines in order: (name, variant, count)."""
    return [
        (item["product"]["name"], item.get("variantId"), item["quantity"])
        for item in turn.action(action)["items"]
    ]


def _revised(turn: Turn) -> bool:
    return any(said in turn.end["content"] for said in REVISED)


async def _corrected(client: Any, said: list[str], **auth: Any) -> tuple[Turn, Turn]:
    turns = await conversation(client, said, **auth)
    return turns[0], turns[-1]


async def test_no_need_of_something_else_keeps_the_proposal(client: Any) -> None:
    for said, guest in (
        (["add almarai milk, eggs and bread", "no need for a bag"], GUEST_A),
        (["put almarai milk, eggs and bread in", "no need to ring the doorbell"], GUEST_A),
        (["حط حليب المراعي وبيض وخبز بالسلة", "ما يحتاج كيس"], GUEST_B),
        (["حط حليب المراعي وبيض وخبز بالسلة", "مو لازم تتصل علي"], GUEST_B),
        (["7ot 7aleeb almarai w bai6 w 5obz bil sala", "mu lazim kees"], GUEST_B),
    ):
        offered, turn = await _corrected(client, said, guest=guest)
        content = turn.end["content"]
        assert not any(t in content for t in LET_GO) and not _revised(turn), (said, content)
        kept = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert kept.status == 200, (said, turn.end["content"])  # still pending
        await emptied_cart(client, guest=guest)


async def test_a_line_taken_off_leaves_the_lines_sharing_its_words(client: Any) -> None:
    both_eggs = "add almarai milk, white eggs, brown eggs and bread"
    for said, guest, gone in (
        (["add almarai milk, almarai low fat milk and bread", "no low fat"], GUEST_A, "Low"),
        ([both_eggs, "skip the white eggs"], GUEST_A, "Large White Eggs"),
        ([both_eggs, "remove the brown eggs"], GUEST_A, "Large Brown Eggs"),
        (["حط حليب المراعي وبيض ابيض وبيض بني وخبز بالسلة", "شيل البيض البني"], GUEST_B, "Brown"),
        (
            ["حط حليب المراعي وبيض ابيض وبيض بني وخبز بالسلة", "بدون البيض الابيض"],
            GUEST_B,
            "White Eggs",
        ),
    ):
        offered, turn = await _corrected(client, said, guest=guest)
        full = [name for name, _, _ in _items(offered, "add_to_cart")]
        kept = [name for name, _, _ in _items(turn, "add_to_cart")]
        assert [name for name in full if gone not in name] == kept, (said, kept)


async def test_a_measure_said_of_a_line_is_its_pack_of_that_size(client: Any) -> None:
    rice = "add tilda pure basmati rice and almarai full fat milk"
    for said, guest, name, pack in (
        (["add almarai full fat milk and eggs", "make the milk 2 L"], GUEST_A, "Almarai", MILK_2L),
        ([rice, "the 5 kg rice not the 2 kg"], GUEST_A, "Tilda", RICE_5KG),
        ([rice, "sorry, the rice in 5 kilos"], GUEST_A, "Tilda", RICE_5KG),
        (
            ["حط حليب المراعي كامل الدسم وبيض بالسلة", "الحليب خله ٢ لتر"],
            GUEST_B,
            "Almarai",
            MILK_2L,
        ),
        (
            ["7ot 7aleeb almarai kamil il dasam w bai6 bil sala", "il 7aleeb 2 litre mu 1"],
            GUEST_B,
            "Almarai",
            MILK_2L,
        ),
    ):
        _, turn = await _corrected(client, said, guest=guest)
        [line] = [(v, n) for item, v, n in _items(turn, "add_to_cart") if item.startswith(name)]
        assert line == (pack, 1), (said, line)


async def test_a_complaint_or_another_kind_of_goods_changes_no_line_to_another(client: Any) -> None:
    for said, guest in (
        (["add almarai milk and eggs", "the eggs were not fresh last time"], GUEST_A),
        (
            [
                "add white eggs, kfmb white arabic bread and almarai milk",
                "whole wheat bread not white",
            ],
            GUEST_A,
        ),
    ):
        offered, turn = await _corrected(client, said, guest=guest)
        before = {name for name, _, _ in _items(offered, "add_to_cart")}
        if "cart_action" in kinds(turn):
            after = [name for name, _, _ in _items(turn, "add_to_cart")]
            assert len(after) == len(set(after)) and set(after) <= before, (said, after)


async def test_a_count_said_with_too_is_one_more_line(client: Any) -> None:
    for said, guest in (
        (["add almarai milk and eggs", "just add 2 milk too"], GUEST_A),
        (["حط حليب المراعي وبيض بالسلة", "بس ابي ٢ حليب بعد"], GUEST_B),
        (["7ot 7aleeb almarai w bai6 bil sala", "bas abi 2 7aleeb ba3d"], GUEST_B),
    ):
        _, turn = await _corrected(client, said, guest=guest)
        assert not _revised(turn), (said, turn.end["content"])
        if "cart_action" not in kinds(turn):
            continue  # "which milk?": asked before more is put on
        milk = sum(n for name, _, n in _items(turn, "add_to_cart") if name.startswith("Almarai"))
        assert milk in (2, 3), (said, milk)  # two more, beside the one, or on their own


async def test_something_else_liked_still_asks_for_goods_of_that_kind(client: Any) -> None:
    for message, guest in (
        ("ابي شي ثاني حلو للاطفال", GUEST_B),
        ("abi shay thani 7elw lil ya7al", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn) if "products" in kinds(turn) else []
        assert shown and not any("Baby" in name for name in shown), (message, shown)


async def test_also_without_an_add_puts_nothing_on_the_proposal(client: Any) -> None:
    again = "same as my order 3 weeks back please: milk, bread, eggs, bananas"
    for said in (
        [again, "also show me rice"],
        [again, "also do you have basmati rice"],
        [again, "also my last order was missing bread"],
        ["ابي نفس طلبي من ٣ اسابيع الحليب والبيض والخبز والموز", "بعد الطلب الي قبل كان ناقص خبز"],
    ):
        _, turn = await _corrected(client, said, token=customer_token("demo-1"))
        assert "cart_action" not in kinds(turn), (said, turn.end["content"])
    said = [
        "recipe for chicken machboos",
        "add the ingredients",
        "also need a plumber for the kitchen",
    ]
    _, turn = await _corrected(client, said, guest=GUEST_A)
    assert "cart_action" not in kinds(turn), (said, turn.end["content"])


async def test_a_count_over_the_stock_says_so(client: Any) -> None:
    _, turn = await _corrected(
        client, ["add almarai milk, eggs and bread", "make the eggs 500"], guest=GUEST_A
    )
    assert "enough" in turn.end["content"], turn.end["content"]
