"""The cart's total asked beside an area's minimum order: "what's my total now, and is there a
minimum for salmiya?", "جم صار المجموع؟ وفي حد ادنى لحولي؟", "kam il total? w fee 7ad adna
lil order 7ag hawalli?".

Two questions in one message: the minimum alone answered left the total unsaid. The cart, its
total on its card, is shown beside the minimum's rules.
"""

from __future__ import annotations

import re

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.turn import Turn
from hub.text import words

# the total asked, not the minimum's own sum: "my total", "what's the total now", "cart
# total", "how much will I pay", "total?"; "المجموع", "جم صار الحساب", "كم بيطلع الحساب",
# "كم بدفع"; Arabizi "il total", "majmoo3" (read "مجموع"), "cham yseer il 7sab" (read "كم
# يسير الحساب")
_TOTAL = Bilingual(
    r"\b(?:my|the|cart|cart's|order's|new|il|el) total\b|\btotal (?:now|so far)\b"
    r"|\b(?:whats|what's|what is|kam|cham|jam|chem) (?:the |my |il |el )?total\b"
    r"|\bhow much is my cart\b|\btotal ?\?|\btotal (?:with|after)\b"
    # "total and delivery to abdullah al mubarak?": both asked
    r"|\btotal (?:and|w|o|\+|&) (?:the |el |il )?(?:delivery|tawseel|taw9eel|fee)\b"
    r"|\b(?:how much|what) (?:will|would|do|should) i (?:pay|owe|have to pay)\b"
    r"|\bhow much (?:will|would|does) (?:it all|everything|my cart|the cart|my order)"
    r" (?:come to|be|cost)\b|\bhow much (?:will|would|does) it (?:all )?(?:come to|end up)\b",
    r"(?<!\w)(?:ال|و)?(?:مجموع|توتال)(?!\w)|(?<!\w)(?:كم|جم|شكد) صار (?:ال)?حساب(?!\w)"
    r"|(?<!\w)و?(?:كم|جم|چم|شكد|بكم) (?:(?:راح |بي|بت|ب)?(?:يصير|تصير|يسير|تسير|يطلع|تطلع|صار"
    r"|طلع) )?(?:ال)?(?:حساب|فاتور[هة])(?!\w)|(?<!\w)و?(?:كم|جم|چم) (?:راح |بي)?ب?[اأ]?دفع(?!\w)",
)


# Asking to be told, around the total's words: "tell me", "let me know"; "قولي", "علمني",
# "خبرني"; Arabizi "gooli", "3allimni" (read "قولي", "علمني")
_TELL = frozenset(
    words("tell me let know say show and what whats is قولي قول علمني خبرني كم جم شكد gooli goli")
)


def words_of_the_total(turn: Turn) -> frozenset[str]:
    """The words that ask the total ("and tell me my total", "وقولي كم المجموع"), to tell
    them from what the rest of the message asks."""
    said = turn.typed_and_read.lower()
    spans = [match.group(0) for half in _TOTAL.halves() for match in half.pattern.finditer(said)]
    return _TELL | {word for span in spans for word in re.findall(r"\w+", span)}


def asks_the_total(turn: Turn) -> bool:
    """Whether the message asks the cart's total."""
    return _TOTAL.search(turn.typed_and_read.lower()) is not None


async def said(turn: Turn) -> None:
    """Shows the cart, its total on its card, when the message asks its total too."""
    if not asks_the_total(turn):
        return
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    turn.say("cart" if cart_lines(cart) else "cart_empty")
    turn.block({"kind": "cart_summary"})
