"""How to reach our team, asked right after a reply that handed a matter to them: "how do i
get hold of them?", "شلون اكلمهم؟", "shlon akalimhom" after "this order is already being
prepared, so a change can only be tried by our team".

"Them" there is the team the reply named, so the question takes up the person it offered,
however long the message is or whatever it says of the order beside it ("even if it's being
prepared? how do i reach them"). The gate hears "how do I talk to them" as any talk about
people; read alone the message is declined, so it is read against the reply before it.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# Replies that hand the matter to a person of the team (a cancel or change too late for the
# assistant, a complaint, an order's trouble) and offer one below
_HANDED_TO_THE_TEAM = frozenset(
    {"cancel_order", "complaint", "placed_order_change", "order_status", "refund"}
)

# A way to reach them asked: "how do i reach them", "how can we contact the team", "where do
# i talk to them"; "شلون اكلمهم", "كيف اتواصل معهم", "وين اكلم الفريق"; Arabizi "shlon
# akalimhom", "kaif atwasal wiyahom", "wain agdar akalimhom"
_REACH_THEM = Gated(
    r"\b(?:how|where)\s+(?:do|can|could|should|would)\s+(?:i|we)\s+(?:reach|contact|call|message"
    r"|ring|text|email|talk\s+(?:to|with)|speak\s+(?:to|with)|chat\s+(?:to|with)"
    r"|get\s+(?:in\s+touch\s+with|hold\s+of|through\s+to))\s+(?:them|the\s+team|your\s+team"
    r"|ur\s+team|the\s+support(?:\s+team)?|your\s+support|someone|somebody|a\s+person)\b"
    r"|(?<!\w)(?:شلون|كيف|وين|شلون اقدر|كيف اقدر|وين اقدر|شلون نقدر)\s+(?:اكلمهم|نكلمهم|احاكيهم"
    r"|اتصل (?:فيهم|عليهم|بهم)|اتواصل (?:معهم|وياهم|معاهم|مع الفريق|مع الدعم)|اوصل (?:لهم|لهم؟)"
    r"|اكلم (?:الفريق|الدعم|فريقكم|احد منهم|احد))(?!\w)"
    r"|\b(?:shlon|shloon|shlown|kaif|kef|kif|keef|wain|wein|wen)\s+(?:agdar\s+|a8dar\s+|ag8ar\s+)?"
    r"(?:akalim(?:hom|hum)|akalm(?:hom|hum)|aklm(?:hom|hum)|akallim(?:hom|hum)|nkalim(?:hom|hum)"
    r"|a7achi(?:hom|hum)|atwasal\s+(?:ma3ahom|ma3hom|m3ahom|wiyahom|weyahom|wyahom|ma3a\s+el\s+team)"
    r"|ata9al\s+(?:fehom|feehom|3alehom|3laihom)|akalim\s+(?:el|il)\s+(?:team|support|da3m))\b"
)


def asked(turn: Turn, last_intent: object) -> bool:
    """The message asks how to reach the team the reply before handed the matter to."""
    if last_intent not in _HANDED_TO_THE_TEAM:
        return False
    return _REACH_THEM.search(turn.typed_and_read) is not None
