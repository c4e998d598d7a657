"""Goods asked for with who loves them as the reason, over a real socket in English, Gulf
Arabic and Arabizi: the goods are put forward, and who loves them is neither goods the
store lacks, nor another matter declined, whole or in part."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send

_MANGO = "p-0009"  # Sindhri mangoes
_MELON = "p-0011"  # cantaloupe


async def test_the_goods_are_put_forward_and_the_reason_let_be(client: Any) -> None:
    for message, name, count in (
        ("put 2 mangoes in please, the kids really love them", _MANGO, 2),
        ("and add a cantaloupe only, my wife adores it", _MELON, 1),
        ("حط ٣ مانجو بس، العيال يموتون عليه", _MANGO, 3),
        ("وزيد شمام واحد، امي تحبه وايد", _MELON, 1),
        ("w 7ot 2 mango bas, il 3yal y7bona", _MANGO, 2),
        ("zeed shammam wa7id, ummi t7ibah wayed", _MELON, 1),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (name, count), (message, line)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "only help" not in said and "أقدر أساعدك بس" not in said, (message, said)
        assert "couldn't find" not in said and "ما لقيت" not in said, (message, said)
        assert "rest of your message" not in said, (message, kinds(turn))
