"""Of the offers whose own words hold something asked, those that hold the most of it.

"fi coupon 7ag il tamr? sma3t fi shay ghabga" (a code for dates? I heard of a ghabga
something) names the dates and the ghabga, both in the ghabga offer's words; its "shay"
(something) reads as "شاي", which is near enough "الشوي" in the BBQ offer's title to hit
it too. Each offer hit counts the words asked it holds, and only those that hold the most
are shown; two kinds asked of two offers ("offers on fruit and meat") hold one each and
both stay.
"""

from __future__ import annotations

from collections.abc import Callable

from hub.assistant.brain import matching
from hub.record import Record


def most_named(
    offers: list[Record], topic: list[str], text: Callable[[Record], str]
) -> list[Record]:
    """The offers among `offers` whose words (`text` of each) hold the most words of
    `topic`, in their order; all of them when none holds more than another."""
    counts = [_held(matching.stems(text(offer)), topic) for offer in offers]
    most = max(counts, default=0)
    return [offer for offer, count in zip(offers, counts, strict=True) if count == most]


def _held(stems: list[str], topic: list[str]) -> int:
    return sum(1 for word in topic if matching.phrase_hits(stems, [word]))
