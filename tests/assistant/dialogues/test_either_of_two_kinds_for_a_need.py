"""Two kinds asked for a need as either one, over a real socket, in English, Gulf Arabic and
Arabizi.

"Something sweet or a drink that's sugar free for my diabetic dad" weighs each kind on its
own: the drinks that are sugar-free (the diet soda, water) are shown, and a kind with none
is said to have none, never "we don't have that" for the whole question."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.handlers.assistant_support import send

ASKED = (
    "my father is diabetic, any sweets or drinks without sugar for him?",
    "what sugar free snacks or drinks can i get my diabetic aunt",
    "خالتي عندها سكر، عندكم حلويات او مشروبات بدون سكر؟",
    "jaddi 3inda sukkar, 3indkum 7alawiyat aw mashroobat bdoon sukkar?",
)


async def test_the_kind_that_has_some_is_shown(client: Any) -> None:
    for message in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        shown = names(turn) if "products" in kinds(turn) else []
        assert any("Diet" in name or "دايت" in name for name in shown), (
            message,
            shown,
            texts(turn),
        )
        assert "don't have that kind" not in turn.end["content"], message
        assert "ما عندنا من هالنوع" not in turn.end["content"], message
