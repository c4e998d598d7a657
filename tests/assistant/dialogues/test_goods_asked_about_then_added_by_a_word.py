"""Goods asked about, then some of them added by a word of their name, over a real socket in
English, Gulf Arabic and Arabizi: "is brown arabic bread better for him than white? add 2 of
the brown", "الخبز العربي الاسمر احسن من الابيض؟ ضيف ٢ من الاسمر", "el 5ubz el 3arabi el
asmar a7san mn el abya9? 7ot 2 mn el asmar". Two brown Arabic breads are proposed. Before, the
question's words were all read as the goods' ("better", "white") and "we don't have exactly
that" was said. A question with the goods then a count alone ("do you have regag? add 2")
is as it was."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

BROWN_ARABIC_BREAD, REGAG = "p-0302", "p-0309"


async def test_the_goods_of_the_question_are_proposed(client: Any) -> None:
    for message, expected in (
        ("is brown arabic bread better for him than white? add 2 of the brown", BROWN_ARABIC_BREAD),
        ("الخبز العربي الاسمر احسن من الابيض؟ ضيف ٢ من الاسمر", BROWN_ARABIC_BREAD),
        ("el 5ubz el 3arabi el asmar a7san mn el abya9? 7ot 2 mn el asmar", BROWN_ARABIC_BREAD),
        ("do you have regag? add 2", REGAG),
    ):
        turn = await send(client, message, guest=uuid4().hex)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == [(expected, 2)], (message, lines)
