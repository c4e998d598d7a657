"""Goods put in under a budget, over a real socket: a list ("i want milk, bread and eggs under 2
kd", "ابي رز ودجاج وطماط بحدود ٣ دينار", "7ot 7aleeb w 5ubz w bai9 b 2 kd") or an occasion's
or a meal's goods ("i need stuff for a barbecue, budget 12 kd", "ابي اغراض ريوق بحدود ٤
دنانير", "abi ghada l 5 nafar b 6 kd") are proposed within the budget, the reply saying the
total against it; when even the cheapest go over ("add milk, bread and eggs under 1 kd", a
barbecue for 1 KD), that is said and nothing is proposed."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send

WITHIN = (
    ("i want milk, bread and eggs under 2 kd", 2000, "of your 2.000 KWD"),
    ("ابي رز ودجاج وطماط بحدود ٣ دينار", 3000, "من ميزانيتك ٣٫٠٠٠ د.ك"),
    ("7ot 7aleeb w 5ubz w bai9 b 2 kd", 2000, "من ميزانيتك ٢٫٠٠٠ د.ك"),
    ("i need stuff for a barbecue, budget 12 kd", 12000, "of your 12.000 KWD"),
    ("ابي اغراض ريوق بحدود ٤ دنانير", 4000, "من ميزانيتك ٤٫٠٠٠ د.ك"),
    ("abi ghada l 5 nafar b 6 kd", 6000, "من ميزانيتك ٦٫٠٠٠ د.ك"),
)
OVER = (
    ("add milk, bread and eggs under 1 kd", "over your 1.000 KWD"),
    ("ضيف حليب وخبز وبيض تحت دينار", "أكثر من ميزانيتك ١٫٠٠٠ د.ك"),
    ("7ot 7aleeb w 5ubz w bai9 b 1 kd", "أكثر من ميزانيتك ١٫٠٠٠ د.ك"),
    ("get me stuff for a barbecue under 1 kd", "budget doesn't stretch"),
    ("ابي اغراض مشاوي بحدود دينار", "الميزانية ما تكفي"),
    ("abi aghra9 shawi b 1 kd", "الميزانية ما تكفي"),
)


async def test_the_proposal_says_its_total_against_the_budget(client: Any) -> None:
    for message, budget, said in WITHIN:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        basket = turn.action("add_to_cart")
        assert len(basket["items"]) >= 2, (message, basket)
        assert basket["estimatedTotal"] <= budget, (message, basket["estimatedTotal"])
        assert any(said in text for text in texts(turn)), (message, texts(turn))


async def test_what_cannot_fit_is_said_and_not_proposed(client: Any) -> None:
    for message, said in OVER:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        shown = " ".join([turn.end["content"], *texts(turn)])
        assert said in shown, (message, shown)
