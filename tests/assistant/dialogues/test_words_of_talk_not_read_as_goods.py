"""Words of talk that share a spelling with goods, over a real socket in English, Gulf Arabic
and Arabizi: "خلاص" after a "no" ("no khalas just one", "la2 5alas wa7da bs") settles the
count of the goods before it, never the Khalas dates; "the plain one" ("الساده", "el sada")
after goods shown is the plain one of them, never a brand that sounds like it (Sadia) nor a
product named "plain"; a spice's powder ("كمون بودره", "kurkum bodra") is the ground spice,
never the icing sugar; and "بس" before a change ("add the recipe, just make the chicken 2",
"bs 5al il ruz 2") is "but": the whole recipe with that line changed, not that line alone."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, send

KHALAS_DATES = "p-2101"
CLOROX = "p-1909"
FAIRY = "p-1905"
GALAXY_SMOOTH = "p-1106"
CUMIN, TURMERIC, CHILLI = "p-0903", "p-0902", "p-0906"
CHICKEN = "p-0401"


def _lines(turn: Turn) -> list[tuple[str, int]]:
    offered = [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
    return [(i["productId"], i["quantity"]) for b in offered for i in b["items"]]


async def test_a_settled_count_is_of_the_goods_before(client: Any) -> None:
    for first, then, guest in (
        ("add 4 clorox bleach", "no khalas just one", GUEST_A),
        ("عطني ٥ فيري", "لا خلاص وحده بس", GUEST_B),
        ("7ot 5 fairy", "la2 5alas wa7da bs", GUEST_B),
    ):
        before = await send(client, first, guest=guest)
        turn = await send(client, then, before.conversation_id, guest=guest)
        lines = _lines(turn)
        assert lines and all(pid != KHALAS_DATES for pid, _ in lines), (then, lines)
        assert lines == [(CLOROX if "clorox" in first else FAIRY, 1)], (then, lines)


async def test_the_plain_one_of_the_goods_shown(client: Any) -> None:
    for first, then, guest in (
        ("show me galaxy bars", "add 3 of the plain one", GUEST_A),
        ("عندكم جالكسي؟", "حط ٣ من الساده", GUEST_B),
        ("show me galaxy", "7ot 3 mn el sada", GUEST_B),
    ):
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert _lines(turn) == [(GALAXY_SMOOTH, 3)], (then, kinds(turn), _lines(turn))


async def test_a_spices_powder_is_the_ground_spice(client: Any) -> None:
    for message, wanted, guest in (
        ("put the cumin powder in", CUMIN, GUEST_A),
        ("حط كمون بودره", CUMIN, GUEST_B),
        ("حط الشطه البودره ٢", CHILLI, GUEST_B),
        ("7ot kurkum bodra", TURMERIC, GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert [pid for pid, _ in _lines(turn)] == [wanted], (message, kinds(turn), _lines(turn))


async def test_a_recipe_put_whole_but_for_a_line_changed(client: Any) -> None:
    for first, then, guest in (
        ("i want to make machboos", "add the recipe, just make the chicken 2", GUEST_A),
        ("ابي اسوي مجبوس", "حط الوصفه بس خل الدجاج ٢", GUEST_B),
        ("abi asawi machboos", "7o6ha kilha bs 5aleh el dyay 2", GUEST_B),
    ):
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        lines = dict(_lines(turn))
        assert len(lines) > 3 and lines.get(CHICKEN) == 2, (then, kinds(turn), lines)
