"""When an offer ends, asked: "when does the dairy offer end", "متى يخلص عرض الالبان", "lain
mta il 5a9m 3al dijaj" (read in Arabic). The offers card carries each end, but the question
asks for it in words, on the shopper's calendar (Kuwait's day, not the server's)."""

from __future__ import annotations

from datetime import datetime

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import WEEKDAY_NAMES, figures
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import number_text
from hub.storefront.delivery import KUWAIT
from hub.text import words

_WHEN_IT_ENDS = Gated(
    r"\b(?:when|till when|until when|how long|what day)\b(?:\s+\S+){0,6}?\s+"
    r"(?:end|ends|ending|expire|expires|finish|finishes|over|last|lasts|valid|run|runs|on)\b"
    r"|\b(?:end date|expiry|expiry date|last day|till when|until when)\b"
    r"|(?<!\w)(?:متى|لين متى|لمتى|الى متى|إلى متى|لي متى)\s+(?:\S+\s+){0,3}?"
    r"(?:يخلص|يخلصون|تخلص|ينتهي|ينتهى|تنتهي|يوقف|يستمر|مستمر|باقي|صالح)(?!\w)"
    r"|(?<!\w)(?:لين متى|لمتى|الى متى|إلى متى|لي متى|اخر يوم|آخر يوم)(?!\w)"
    # Arabizi the normaliser leaves in Latin beside a code: "lain mita code SAVE3",
    # "mita yintihi BABY15"
    r"|\b(?:lain|lein|lin|ila|ela) mi?tt?a\b"
    r"|\bmi?tt?a\b(?:\s+\S+){0,3}?\s+(?:yintihi|yintehi|yentehi|tintihi|y5ala9|y5la9|ti5la9"
    r"|yekhlas|ykhalis|ykhala9|ywagif|ywaqif)\b"
)
_MONTHS = (
    ("January", "يناير"),
    ("February", "فبراير"),
    ("March", "مارس"),
    ("April", "أبريل"),
    ("May", "مايو"),
    ("June", "يونيو"),
    ("July", "يوليو"),
    ("August", "أغسطس"),
    ("September", "سبتمبر"),
    ("October", "أكتوبر"),
    ("November", "نوفمبر"),
    ("December", "ديسمبر"),
)
_SAID_AT_ONCE = 3  # more offers than this were not one asked after: the card says each end


# Words of the question itself, never what the offer is on
_END_WORDS = frozenset(
    words(
        "end ends ending expire expires expiry finish finishes over last lasts valid run runs"
        " running long when till until day date يخلص تخلص ينتهي تنتهي متى لين اخر اخير"
    )
)


def offer_words(turn: Turn) -> list[str]:
    """The words naming what the offer asked after is on."""
    topic = turn.utterance.topic
    if not asks_when_it_ends(turn):
        return topic
    return [word for word in topic if word not in _END_WORDS]


def asks_when_it_ends(turn: Turn) -> bool:
    """The message asks until when something runs; asked of offers by the caller."""
    return bool(_WHEN_IT_ENDS.search(turn.typed_and_read))


def _day(ends: datetime) -> dict[str, str]:
    local = ends.astimezone(KUWAIT)
    day, month = WEEKDAY_NAMES[local.weekday()], _MONTHS[local.month - 1]
    number = number_text(local.day)
    return {
        "en": f"{day[0]} {number['en']} {month[0]}",
        "ar": f"{day[1]} {number['ar']} {month[1]}",
    }


def say_when_they_end(turn: Turn, offers: list[Record]) -> None:
    """Each offer's last day in words, unless too many were found to be the one asked."""
    if not offers or len(offers) > _SAID_AT_ONCE:
        return
    for offer in offers:
        ends = offer.get("endsAt")
        if not isinstance(ends, str):
            continue
        title = offer.get("title") or {}
        turn.text_block(
            figures(
                "offer_ends",
                turn.language,
                title={"en": str(title.get("en", "")), "ar": str(title.get("ar", ""))},
                day=_day(datetime.fromisoformat(ends)),
            )
        )
