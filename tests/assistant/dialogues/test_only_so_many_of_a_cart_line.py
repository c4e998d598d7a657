"""Only so many of goods the cart holds, over a real socket in English, Gulf Arabic and
Arabizi: "i just want 1 milk", "بس ٢ موز", "7aleeb wa7ed bas", "mooz 2 bs" said of a line
the cart holds sets that line to the count said, never adds that many more; the Arabizi
"only" (bas) is no word of the goods' name."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import confirmed_add
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_GUEST_C = "0123456789abcdef0123456789abcd02"
_GUEST_D = "fedcba9876543210fedcba98765432ac"
_GUEST_E = "0123456789abcdef0123456789abcd03"

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def test_only_so_many_of_a_line_sets_the_line(client: Any) -> None:
    for held, only, guest, name, count in (
        ("add 3 almarai milk", "i just want 1 milk", GUEST_A, "Almarai Full Fat Fresh Milk", 1),
        ("add 3 almarai milk", "7aleeb wa7ed bas", GUEST_B, "Almarai Full Fat Fresh Milk", 1),
        ("add 3 almarai milk", "bs 2 7aleeb", _GUEST_C, "Almarai Full Fat Fresh Milk", 2),
        ("add 5 bananas", "abi mooz 2 bas", _GUEST_D, "Bananas (Philippines)", 2),
        ("add 5 bananas", "بس ٢ موز", _GUEST_E, "Bananas (Philippines)", 2),
    ):
        conversation = await confirmed_add(client, held, guest=guest)
        turn = await send(client, only, conversation, guest=guest)
        kinds = [b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        assert kinds == ["update_cart_item"], (only, turn.end["blocks"])
        [line] = turn.action("update_cart_item")["items"]
        assert (NAMES[line["productId"]], line["quantity"]) == (name, count), (only, line)
