"""An amount of a food asked against a number of people, over a real socket: "is 1 kg of
shrimp enough for 6 people?", "كيلو لحم يكفي ٨ اشخاص؟", "2 kilo dyay ykafi 10?" are answered
by the portion a person usually eats, with the food's goods beside it, never a card alone nor
a proposal; "how much rice do i need for 12 people?" is the amount they need. "add 2 kilo
chicken" is still a proposal."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send


async def test_an_amount_is_held_against_the_people_it_feeds(client: Any) -> None:
    for message, said in (
        (
            "is 1 kg of shrimp enough for 6 people?",
            "Not quite: at about 200 g of shrimp a person, 1 kg feeds about 5",
        ),
        ("is 1 kg of rice enough for 5 people", "Yes: at about 100 g of rice"),
        (
            "how much rice do i need for 12 people?",
            "At about 100 g of rice (uncooked) a person, 12 people need about 1.25 kg",
        ),
        ("كيلو لحم يكفي ٨ اشخاص؟", "مو كافي: على حساب ٢٥٠ غرام لحم للشخص، ١ كيلو تكفي حوالي ٤"),
        ("كيلو روبيان يكفي ٥ اشخاص؟", "إي: على حساب ٢٠٠ غرام روبيان"),
        ("2 kilo dyay ykafi 10?", "مو كافي: على حساب ٣٥٠ غرام دجاج للشخص، ٢ كيلو تكفي حوالي ٥"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert any(text.startswith(said) for text in texts(turn)), (message, texts(turn))
        assert "products" in kinds(turn) and "cart_action" not in kinds(turn), (
            message,
            kinds(turn),
        )
    added = await send(client, "add 1 tilda pure basmati rice 2 kg", guest=uuid.uuid4().hex)
    assert "cart_action" in kinds(added), kinds(added)
