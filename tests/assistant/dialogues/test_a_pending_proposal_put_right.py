"""A proposal put right before Confirm, and a past order asked again with changes, over a
real socket in English, Gulf Arabic and Arabizi. The correction's proposal holds exactly the
lines meant, with their counts: a count said anew with goods added beside it, a line changed
to another kind or pack, the kind already proposed named against another, goods still being
chosen let go, a recipe's goods let go whole; once confirmed, a count corrected sets the
cart's line to what it held before and the count meant. An order told by its goods keeps its
counts; one asked again with a line in another kind holds that kind, never the line dropped."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, emptied_cart, kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send

# demo-2's cancelled order: 3 salted chips, 2 pepsi cans, 2 galaxy smooth
_CHIPS, _PEPSI, _GALAXY = "p-1101", "p-1212", "p-1106"
_CARAMEL, _DIET_PEPSI = "p-1108", "p-1214"
_CANCELLED = "order-demo-2-2"
_AS_ORDERED = {_CHIPS: 3, _PEPSI: 2, _GALAXY: 2}
_BREAD, _EGGS_30 = "p-0301", "p-0226-v2"
_KHALAS, _KHALAS_3KG, _SUKKARI = "p-2101", "p-2101-v2", "p-2102"
_JUMBO = "p-0508-v2"
_WATERMELON, _STRAWBERRIES = "p-0010", "p-0008"


def _lines(turn: Turn, kind: str) -> dict[str, int]:
    return {
        line["variantId"] or line["productId"]: line["quantity"]
        for line in turn.action(kind)["items"]
    }


async def _cancelled_again(client: Any, language: str) -> Turn:
    asked = {
        "en": "can you put the same things from my cancelled order",
        "ar": "ابي نفس اغراض الطلب اللي لغيته",
        "az": "nafs 6alabi ili ilgheita",
    }[language]
    turn = await send(client, asked, token=customer_token("demo-2"))
    assert _lines(turn, "reorder") == _AS_ORDERED, kinds(turn)
    return turn


@pytest.mark.parametrize(
    "message",
    [
        "put the same things from my cancelled order again, the pepsi and chips one",
        "can you put the same things from my cancelled order, the chips and pepsi one",
    ],
)
async def test_an_order_told_by_its_goods_comes_back_with_its_counts(
    client: Any, message: str
) -> None:
    turn = await send(client, message, token=customer_token("demo-2"))
    action = turn.action("reorder")
    assert action["params"]["orderId"] == _CANCELLED, action
    assert _lines(turn, "reorder") == _AS_ORDERED, message


@pytest.mark.parametrize(
    ("language", "between", "correction"),
    [
        ("en", "are the galaxy bars halal?", "ok make the chips 2 not 3 and add a galaxy caramel"),
        ("ar", None, "الشيبس خله ٢ مو ٣، و ضيف جالكسي كراميل"),
        ("az", None, "il chips 5aleeh 2 mu 3 w zeed galaxy caramel"),
    ],
)
async def test_a_count_corrected_with_goods_added_beside_it(
    client: Any, language: str, between: str | None, correction: str
) -> None:
    token = customer_token("demo-2")
    offered = await _cancelled_again(client, language)
    if between is not None:  # a question in between leaves the proposal to correct
        await send(client, between, offered.conversation_id, token=token)
    turn = await send(client, correction, offered.conversation_id, token=token)
    assert _lines(turn, "reorder") == {_CHIPS: 2, _PEPSI: 2, _GALAXY: 2, _CARAMEL: 1}, correction


@pytest.mark.parametrize(
    ("language", "correction"),
    [
        ("en", "and the chips should be 2 not 3"),
        ("ar", "الشيبس خله ٢ مو ٣"),
        ("az", "il chips 5aleeh 2 mu 3"),
    ],
)
async def test_a_count_corrected_after_confirming_keeps_what_the_cart_held(
    client: Any, language: str, correction: str
) -> None:
    token = customer_token("demo-2")
    await emptied_cart(client, token=token)
    added = await send(client, "add 5 lays salted chips", token=token)
    assert (
        await confirm(client, added.action("add_to_cart")["actionId"], token=token)
    ).status == 200
    offered = await _cancelled_again(client, language)
    done = await confirm(client, offered.action("reorder")["actionId"], token=token)
    assert done.status == 200, done.json
    turn = await send(client, correction, offered.conversation_id, token=token)
    assert _lines(turn, "update_cart_item") == {_CHIPS: 7}, correction  # 5 held and 2


@pytest.mark.parametrize(
    ("language", "change"),
    [
        ("en", "hmm swap the pepsi for diet pepsi, my dad has diabetes"),
        ("ar", "غير البيبسي الى دايت"),
        ("az", "ghayir il pepsi ila diet"),
        ("en", "make the pepsi diet"),
        ("ar", "بدل البيبسي خله دايت"),
        ("ar", "البيبسي خله دايت"),
    ],
)
async def test_a_line_changed_to_another_kind_keeps_its_count(
    client: Any, language: str, change: str
) -> None:
    offered = await _cancelled_again(client, language)
    turn = await send(client, change, offered.conversation_id, token=customer_token("demo-2"))
    assert _lines(turn, "reorder") == {_CHIPS: 3, _DIET_PEPSI: 2, _GALAXY: 2}, change


@pytest.mark.parametrize(
    ("guest", "asked", "same"),
    [
        (GUEST_A, "2 arabic bread and 30 white eggs", "white eggs please, not the brown"),
        (GUEST_B, "ابي خبز عربي كيسين وبيض ابيض ٣٠", "البيض الابيض مو البني"),
    ],
)
async def test_the_kind_already_proposed_named_against_another_stays(
    client: Any, guest: str, asked: str, same: str
) -> None:
    offered = await send(client, asked, guest=guest)
    assert _lines(offered, "add_to_cart") == {_BREAD: 2, _EGGS_30: 1}, asked
    turn = await send(client, same, offered.conversation_id, guest=guest)
    assert _lines(turn, "add_to_cart") == {_BREAD: 2, _EGGS_30: 1}, same


@pytest.mark.parametrize("let_go", ["لا خلاص شيل اللبن عندي", "انسى اللبن، عندي بالثلاجه"])
async def test_goods_still_being_chosen_let_go_keep_the_rest_proposed(
    client: Any, let_go: str
) -> None:
    offered = await send(client, "ابي خبز عربي كيسين ولبن المراعي وبيض ٣٠", guest=GUEST_B)
    assert "products" in kinds(offered), kinds(offered)  # which laban, asked beside
    turn = await send(client, let_go, offered.conversation_id, guest=GUEST_B)
    assert _lines(turn, "add_to_cart") == {_BREAD: 2, _EGGS_30: 1}, let_go


async def test_a_line_forgotten_with_a_reason_leaves_the_rest(client: Any) -> None:
    offered = await send(
        client, "i need 2 arabic bread, almarai laban and 30 white eggs", guest=GUEST_A
    )
    assert len(_lines(offered, "add_to_cart")) == 3
    turn = await send(
        client,
        "nah forget the laban, i have some in the fridge",
        offered.conversation_id,
        guest=GUEST_A,
    )
    assert _lines(turn, "add_to_cart") == {_BREAD: 2, _EGGS_30: 1}


@pytest.mark.parametrize(
    ("guest", "recipe", "add_all", "let_go"),
    [
        (
            GUEST_A,
            "recipe for machboos",
            "add all the ingredients",
            "nah forget it, my mom will cook it",
        ),
        (GUEST_B, "وصفة مجبوس", "ضيف كل المكونات", "لا خلاص امي بتطبخه"),
        (GUEST_B, "recipe murabyan", "7i6 kil el a3'radh", "la2 5alas u5ti bitsawiha"),
    ],
)
async def test_a_recipes_goods_let_go_are_not_proposed_again(
    client: Any, guest: str, recipe: str, add_all: str, let_go: str
) -> None:
    *_, offered = await conversation(client, [recipe, add_all], guest=guest)
    action = offered.action("add_recipe_to_cart")["actionId"]
    turn = await send(client, let_go, offered.conversation_id, guest=guest)
    assert "cart_action" not in kinds(turn), (let_go, kinds(turn))
    assert (await confirm(client, action, guest=guest)).status != 200, let_go


@pytest.mark.parametrize(
    ("guest", "recipe", "add_all"),
    [
        (
            GUEST_A,
            "i want to cook murabyan for 5, what do i need",
            "add all of it but jumbo shrimp not medium",
        ),
        (GUEST_B, "وصفة مربين", "ضيف كل المكونات بس الروبيان جامبو مو وسط"),
        (GUEST_B, "recipe murabyan", "7i6 kil el a3'radh bs el rubyan jumbo mu medium"),
    ],
)
async def test_a_recipes_goods_with_one_in_another_pack(
    client: Any, guest: str, recipe: str, add_all: str
) -> None:
    *_, turn = await conversation(client, [recipe, add_all], guest=guest)
    assert _JUMBO in _lines(turn, "add_recipe_to_cart"), add_all


@pytest.mark.parametrize(
    ("guest", "first", "pack"),
    [
        (GUEST_A, "add khalas dates", "the 3 kg dates not the kilo"),
        (GUEST_B, "ابي تمر خلاص", "التمر ٣ كيلو مو الكيلو"),
        (GUEST_B, "3indkum tamr 5las?", "il tamr il 3 kilo mu il kilo"),
    ],
)
async def test_dates_named_with_their_pack_are_the_fresh_dates(
    client: Any, guest: str, first: str, pack: str
) -> None:
    *_, turn = await conversation(client, [first, pack], guest=guest)
    assert _lines(turn, "add_to_cart") == {_KHALAS_3KG: 1}, pack


@pytest.mark.parametrize(
    "message",
    [
        "same as my october order but sukkari instead of khalas",
        "نفس الي طلبته بشهر ١٠ بس التمر خله سكري مو خلاص",
        "nafs 6alabi bshahar 10 bs el tamr sukkari mu 5las",
    ],
)
async def test_an_order_again_with_a_line_in_another_kind(client: Any, message: str) -> None:
    turn = await send(client, message, token=customer_token("demo-3"))
    lines = _lines(turn, "reorder")
    assert lines.get(_SUKKARI) == 3, (message, lines)  # the 3 kg of khalas, in kilos
    assert not {_KHALAS, _KHALAS_3KG} & set(lines), (message, lines)


@pytest.mark.parametrize(
    ("guest", "shown", "counted", "expected"),
    [
        (GUEST_A, "show me chocolate", "ok the galaxy caramel, 3 bars", {_CARAMEL: 3}),
        (GUEST_A, None, "i want strawberries again, 2 boxes", {_STRAWBERRIES: 2}),
        (GUEST_B, None, "ابي فراوله مره ثانيه، ٢ علب", {_STRAWBERRIES: 2}),
        (GUEST_B, None, "abi farawla mara thanya, 2 box", {_STRAWBERRIES: 2}),
        (
            GUEST_B,
            None,
            "5 KD?? zain 7e6 kilo tamr 5las w rgi wa7da",
            {"p-2101-v1": 1, _WATERMELON: 1},
        ),
        (
            GUEST_B,
            None,
            "٥ دينار؟ اوكي حط كيلو تمر خلاص ورقي وحده",
            {"p-2101-v1": 1, _WATERMELON: 1},
        ),
    ],
)
async def test_counts_said_apart_or_beside_money(
    client: Any, guest: str, shown: str | None, counted: str, expected: dict[str, int]
) -> None:
    before = await send(client, shown, guest=guest) if shown else None
    turn = await send(client, counted, before.conversation_id if before else None, guest=guest)
    assert _lines(turn, "add_to_cart") == expected, counted


@pytest.mark.parametrize(
    ("guest", "first", "more", "correction"),
    [
        (GUEST_A, "add 5 lays salted chips", "add 3 lays salted chips", "sorry the chips 2 not 3"),
        (GUEST_A, "add 5 lays salted chips", "add 3 lays salted chips", "no make it 2 not 3"),
        (GUEST_B, "ضيف ٥ شيبس ليز ملح", "ضيف ٣ شيبس ليز ملح", "لا خلها ٢ مو ٣"),
    ],
)
async def test_an_add_confirmed_then_counted_anew_is_over_what_was_held(
    client: Any, guest: str, first: str, more: str, correction: str
) -> None:
    for message in (first, more):
        offered = await send(client, message, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
    turn = await send(client, correction, offered.conversation_id, guest=guest)
    assert _lines(turn, "update_cart_item") == {_CHIPS: 7}, correction


@pytest.mark.parametrize(
    "message",
    ["add the lays salted chips 2 not 3 and 1 galaxy caramel", "ضيف شيبس ليز ملح ٢ مو ٣"],
)
async def test_the_count_not_wanted_is_no_line_of_its_own(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert _lines(turn, "add_to_cart").get(_CHIPS) == 2, message


@pytest.mark.parametrize(
    ("language", "count"), [("en", "the pepsi, only one"), ("ar", "البيبسي، وحده بس")]
)
async def test_a_count_said_apart_of_a_line_of_the_order_again(
    client: Any, language: str, count: str
) -> None:
    offered = await _cancelled_again(client, language)
    turn = await send(client, count, offered.conversation_id, token=customer_token("demo-2"))
    assert _lines(turn, "reorder") == {_CHIPS: 3, _PEPSI: 1, _GALAXY: 2}, count


@pytest.mark.parametrize(
    ("language", "changes"),
    [("en", "no galaxy and 3 pepsi instead of 2"), ("az", "bala galaxy w il pepsi 5aleh 3")],
)
async def test_a_line_taken_off_and_another_counted_in_one_message(
    client: Any, language: str, changes: str
) -> None:
    offered = await _cancelled_again(client, language)
    turn = await send(client, changes, offered.conversation_id, token=customer_token("demo-2"))
    assert _lines(turn, "reorder") == {_CHIPS: 3, _PEPSI: 3}, changes
