"""Not being charged for the order just asked to be cancelled: "pls make sure im not charged
for it", "لا تخصمون علي فلوسه", "la t5a9moon 3alay floosah" (read "لا تخصمون علي فلوسه"),
right after how cancelling it works.

It asks what happens to the money of that order once cancelled, which the store's rule on
cancelling says (free while placed or confirmed, prepaid amounts refunded as for returns):
that order's cancelling again, with a word on its money, never a product search. Money
already taken for an order cancelled is a charge the team checks (`payment_trouble`).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.payment_trouble import charged_for_nothing
from hub.assistant.brain.turn import INTENT, ORDER, Turn

_NOT_CHARGED = Bilingual(
    r"\b(?:not|never|no|won'?t|don'?t|dont|wont|isn'?t|aren'?t)\s+(?:\w+\s+)?"
    r"(?:charged|charge me|billed|bill me|pay for|paying for|deducted|taken from)\b"
    r"|\b(?:my money back|money (?:comes|will come|goes) back|get (?:a )?refund(?:ed)?"
    r"|refund (?:me|it|my money))\b",
    r"(?<!\w)(?:لا|ما|مب|مو)\s+(?:\S+\s+)?(?:تخصمون|يخصمون|تخصم|تخصمو|ينخصم|انخصم|تنخصم|تسحبون"
    r"|ينسحب|تاخذون|ادفع|اندفع|ينحسب|تحسبون|تحسبونه|تخصمونه|تخصمونها)(?!\w)"
    r"|(?<!\w)(?:فلوسي|فلوسه|فلوسها|المبلغ|مبلغه)\s+(?:\S+\s+)?(?:ترجع|يرجع|بترجع|بيرجع|ترجعونها"
    r"|ترجعونه|ترجعوها)(?!\w)",
)


def asked(turn: Turn) -> bool:
    """Whether the message asks not to pay for the order just asked to be cancelled."""
    if turn.memory.get(INTENT) != "cancel_order" or not turn.memory.get(ORDER):
        return False
    said = turn.typed_and_read
    return _NOT_CHARGED.search(said) is not None and not charged_for_nothing(said)
