"""Another matter read as one of the store's requests by the words it shares with it: a
person at large as a person asked for (`humankind`), a ride as our delivery (`rides`), a gift
as meal ideas (`gift_ideas`). Each is declined only where the model or the rules picked that
one request of ours, so every other reading of those words stays as it was.
"""

from __future__ import annotations

from hub.assistant.brain.gift_ideas import gift_ideas
from hub.assistant.brain.humankind import of_humankind
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.rides import a_ride_asked

_DELIVERY_READINGS = frozenset(
    {"delivery_slots", "delivery_info", "area_time", "set_express", "select_delivery_area"}
)


def another_matters_look_alike(message: Normalised, top: str, rule: str) -> bool:
    """Whether the message is another matter that the model's likeliest reading (`top`) or
    the rules' (`rule`) takes for a request of ours."""
    # as typed and as read: Arabizi's "hadiya" is read "هذا"
    said = f"{message.text} {message.for_model}".lower()
    if "handoff" in (top, rule) and of_humankind(said):
        return True
    if top in _DELIVERY_READINGS and a_ride_asked(said):
        return True
    return top == "meal_ideas" and gift_ideas(said)
