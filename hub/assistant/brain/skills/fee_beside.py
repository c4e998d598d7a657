"""An area's delivery fee asked beside another question the message is answered by: "can I
pay cash, and how much is delivery to Salmiya", "كم التوصيل للجابرية؟ واقدر ادفع كي نت",
"il tawseel 7ag hawalli b kam w agdar adfa3 cash".

The other question (how to pay) decides the reply, and the fee asked with it would be dropped;
the area's delivery card, which carries its fee and time, is shown beside that answer.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills.delivery import area_read_or_typed
from hub.assistant.brain.turn import AREA, Turn

# Delivery named: "delivery", "il tawseel", "التوصيل", "مع التوصيل"
DELIVERY_SAID = Bilingual(
    r"\b(?:deliver(?:y|ing|ed)?|shipping|tawseel|tawsil|twseel)\b",
    r"(?<!\w)(?:ال|بال|مع ال|و|وال|لل)?(?:توصيل|دليفري)(?!\w)",
)


async def show_area_card(turn: Turn) -> bool:
    """Shows the delivery card of the area the message asks delivery to, looked up quietly
    (in its reading, or as typed in Latin letters: "7ag il salmiya"); False when it asks none."""
    if not (turn.utterance.has("DELIVER") or DELIVERY_SAID.search(turn.typed_and_read)):
        return False
    area = await area_read_or_typed(turn)
    if area is None:
        return False
    turn.say("delivery_info")
    turn.block({"kind": "delivery_info", "areaId": area["_id"]})
    turn.memory[AREA] = area["_id"]
    return True
