"""A product of the stand-ins just listed, put in place of the goods a reorder offer left out,
over a real socket in English, Gulf Arabic and Arabizi: the reorder is offered again with it
beside its lines, never the stand-in alone, a stand-in searched for the goods left out, nor
the matter declined."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_GEL = "p-1902"
_ORDERED = {"p-1904", "p-1907", "p-1913"}  # the fairy, the rolls and the dettol in stock


async def test_a_stand_in_put_in_place_of_what_the_reorder_left_out(client: Any) -> None:
    token = customer_token("demo-2")
    for again, asked, picked in (
        (
            "same cleaning order as the start of the month please",
            "what can replace the tide powder",
            "the gel then, in place of the powder, keep the rest",
        ),
        (
            "ابي نفس طلبية المنظفات حقت اول الشهر",
            "التايد البودره خلصان؟ شنو البديل",
            "اوكي الجل، حطه مكان البودره والباقي مثل ما هو",
        ),
        (
            "abi nafs 6alabiyat el mnadhifat maal awal el shahar",
            "tide powder mo mawjood? shno 3indkom badala",
            "el gel zain, 7i6a badal el powder wel baqi nafs ma hu",
        ),
        (
            "same cleaning order as the start of the month please",
            "what can replace the tide powder",
            "fine, the gel one, the rest as it was",
        ),
    ):
        offered = await send(client, again, token=token)
        assert offered.action("reorder"), again
        shown = await send(client, asked, offered.conversation_id, token=token)
        turn = await send(client, picked, shown.conversation_id, token=token)
        lines = {line["productId"] for line in turn.action("reorder")["items"]}
        assert lines == {_GEL, *_ORDERED}, (picked, turn.end["content"])


_PODS = "p-1903"  # the second of the stand-ins listed


async def test_a_stand_in_picked_by_its_place_beside_the_reorders_lines(client: Any) -> None:
    # the goods named beside the pick are the reorder's own lines ("the 12 rolls" is the
    # pack of rolls it offers, no twelve of them): the reorder stands, with the pick beside
    token = customer_token("demo-2")
    for again, asked, picked in (
        (
            "same cleaning order as the start of the month please",
            "what can replace the tide powder",
            "fine, the 2nd one, only one. and 2 fairy lemon plus the 12 rolls",
        ),
        (
            "ابي نفس طلبية المنظفات حقت اول الشهر",
            "التايد البودره خلصان؟ شنو البديل",
            "زين الثاني، وحده بس. و٢ فيري ليمون وورق التواليت ١٢ لفه",
        ),
        (
            "abi nafs 6alabiyat el mnadhifat maal awal el shahar",
            "tide powder mo mawjood? shno 3indkom badala",
            "ok el thani, wa7da bs. w 2 fairy lemon w el tissue 12",
        ),
    ):
        offered = await send(client, again, token=token)
        shown = await send(client, asked, offered.conversation_id, token=token)
        turn = await send(client, picked, shown.conversation_id, token=token)
        lines = {line["productId"]: line["quantity"] for line in turn.action("reorder")["items"]}
        assert set(lines) == {_PODS, *_ORDERED}, (picked, turn.end["content"])
        assert lines[_PODS] == 1 and lines["p-1913"] == 1, (picked, lines)
