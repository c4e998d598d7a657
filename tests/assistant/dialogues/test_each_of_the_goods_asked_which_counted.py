"""The answer to "which one?" naming several of the goods asked about, each with its count,
over a real socket in English, Gulf Arabic and Arabizi: after "which Lay's?", "no not the
salted one, one salt and vinegar and one french cheese", "لا مو الملح، ابي وحده خل وملح ووحده
جبنة فرنسية" propose each at its count, the "and" inside a name ("salt and vinegar") no
split; never a list filtered to pick from again."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_FRENCH_CHEESE, _SALT_VINEGAR = "p-1102", "p-1103"
_CHILE_LIMON, _MAGIC_MASALA = "p-1104", "p-1105"


async def test_each_named_after_which_is_proposed_at_its_count(client: Any) -> None:
    for guest, asked, said, wanted in (
        (
            GUEST_A,
            "add 2 pepsi cans and 2 lays",
            "no not the salted one, one salt and vinegar and one french cheese",
            {_SALT_VINEGAR: 1, _FRENCH_CHEESE: 1},
        ),
        (
            GUEST_A,
            "3 lays please",
            "two magic masala and one chile limon",
            {_MAGIC_MASALA: 2, _CHILE_LIMON: 1},
        ),
        (
            GUEST_B,
            "ضيف ٢ بيبسي علب و ٢ ليز",
            "لا مو الملح، ابي وحده خل وملح ووحده جبنة فرنسية",
            {_SALT_VINEGAR: 1, _FRENCH_CHEESE: 1},
        ),
        (
            GUEST_B,
            "7ot 2 lays",
            "la2 mu il mel7, wa7ed magic masala w wa7ed chile limon",
            {_MAGIC_MASALA: 1, _CHILE_LIMON: 1},
        ),
    ):
        which = await send(client, asked, guest=guest)
        turn = await send(client, said, which.conversation_id, guest=guest)
        items = [
            block
            for block in turn.end["blocks"]
            if block["kind"] == "cart_action" and block["actionType"] == "add_to_cart"
        ][-1]["items"]
        lines = {item["productId"]: item["quantity"] for item in items}
        assert lines == wanted, (said, lines)
