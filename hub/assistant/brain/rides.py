"""A ride ordered or booked for a time: "order a taxi for 7pm", "book a cab at 6",
"اطلبلي تاكسي الساعه ٧", "e6lubli uber el sa3a 7" (read "اطلوبلي uber").

A ride has our delivery's shape (a verb of ordering and an hour), so the intent model reads
it as the delivery times and is sure of it; the taxi or the ride app named makes it another
business's, which the delivery requests are not declined for (`off_domain`: "deliver to the
mall" is ours). A ride is never ours to book.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_A_RIDE = Bilingual(
    r"\b(?:taxi|taxis|cab|cabs|uber|careem|lyft|bolt|limo|limousine|chauffeur|a ride)\b",
    r"(?<!\w)(?:[وبل]|بال|لل)?(?:ال)?(?:تاكسي|تكسي|اوبر|ليموزين|توصيله للمطار)(?!\w)",
)
# ...but our own goods or delivery named beside it: "deliver the order before my taxi at 7"
_OURS = Bilingual(
    r"\b(?:deliver\w*|order (?:arrive|come)s?|my order|groceries|cart|basket)\b",
    r"(?<!\w)(?:توصيل|التوصيل|توصلون|طلبي|الطلب|السله|اغراض)(?!\w)",
)


def a_ride_asked(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks for a ride, not our delivery."""
    return _A_RIDE.search(text) is not None and _OURS.search(text) is None
