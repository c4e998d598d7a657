"""An offer of those just shown, picked by a word of its title or its code: "use the bbq one",
"ok make it the fruits one", "خله حق الفواكه", "el fruits wa7ed", or "ok switch" when one
code was shown; and a running code typed alone in small letters ("bbq10 pls").

The shopper names the offer the way its card reads, so the words are matched against the
offers shown and nothing else: a word no shown offer holds picks none, and the message goes
its own way (a product of the store, a question).
"""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import offer_themes
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record

# Words of the picking, not of the offer: "ok use the bbq one", "خلاص خله الفواكه واحد"
_PICKING = frozenset(
    {"ok", "okay", "k", "then", "use", "apply", "take", "go", "with", "make", "it", "that",
     "this", "one", "pls", "please", "plz", "code", "coupon", "the", "for", "switch", "to",
     "instead", "yes", "yeah", "put", "try", "want", "i", "offer", "offers", "deal", "discount",
     "خلاص", "خله", "خليه", "خلها", "خليها", "اوكي", "طيب", "زين", "يلا", "استخدم", "طبق",
     "حط", "حطه", "ابي", "ابغى", "بدله", "بدلها", "غيره", "واحد", "الواحد", "اللي", "هذا",
     "هذي", "حق", "مال", "كود", "الكود", "كوبون", "الكوبون", "العرض", "عرض", "الخصم",
     "بدال", "بدل", "تكفى", "لو", "سمحت", "اوك",
     # as typed in Arabizi: "ok el bbq wa7ed", "5aleh el fresh wa7ed"
     "el", "al", "wa7ed", "wa7da", "wa7id", "7ag", "ma3", "abi", "abee", "5alas", "khalas",
     "5aleh", "5ali", "5alla", "ist5dim", "6ab8", "tab8", "7ot",
     # a yes before the go-ahead: "yes apply it", "ايه طبقه", "aywa 7e6a"
     "sure", "yep", "yup", "now", "ahead", "do", "ايه", "اي", "ايوه", "ايوا", "نعم", "اكيد",
     "تمام", "الحين", "yalla", "aywa", "eh", "ee", "na3am", "akeed", "tamam", "al7in"}
)  # fmt: skip
# A message that only says to go ahead with it: "ok switch", "use that", "خله", "طبقه"
_GO_AHEAD = Gated(
    r"\b(?:switch|use|apply|take|go with)\b(?: (?:it|that|this|that one|this one|them))?"
    r"|\b(?:put|add) (?:it|that|this|that one|this one)(?: on| in)?\b"
    r"|\bdo (?:it|that)\b"
    r"|(?<!\w)(?:بدله|بدلها|طبقه|طبقها|استخدمه|استخدمها|خله|خليه|سوها|سويها|سويه)(?!\w)"
)
# A word of Arabic that alone says to go ahead with it, however its doubled or emphatic
# letters are typed: "طبقه", "طبّقها", "6abbigah" (read "طببقه"), "6ab8ah", "حطه", "7e6a",
# "سوها" (do it)
_GO_AHEAD_WORD = Pattern(
    r"^(?:ط+ب+[قغكج]+(?:ه|ها|ا|يه|يها)?|ح+ط+(?:ه|ها|يه|يها)|استخدم(?:ه|ها)|فعل(?:ه|ها)"
    r"|سو+ي?(?:ه|ها))$"
)
# A code as typed: letters and then a few digits ("bbq10", "Fresh10")
_TYPED_CODE = Pattern(r"(?<![\w-])([A-Za-z]{2,}\d{1,4})(?![\w-])")
_MOST_WORDS = 7
_LATIN = Pattern(r"[a-z0-9]+")


def _with_codes(offers: list[Record]) -> list[Record]:
    return [offer for offer in offers if offer.get("couponCode")]


def _offer_words(offer: Record) -> list[str]:
    texts = [*matching.name_texts(offer, "title"), str(offer.get("couponCode") or "")]
    return matching.stems(" ".join(texts))


def _asks_nothing_else(turn: Turn) -> bool:
    u = turn.utterance
    if len(u.tokens) > _MOST_WORDS or u.has("REMOVE", "NEGATION", "CART", "ORDER", "HOW"):
        return False
    if u.has("POINTS", "DELIVER"):
        return False  # "use my points", "switch to express": another saving, another matter
    said = turn.message.for_model
    return "?" not in said and "؟" not in said


def _shaped_as_a_pick(turn: Turn) -> bool:
    u = turn.utterance
    if u.has("ADD") or (u.quantity is not None and u.quantity.amount != 1):
        return False  # "add 2 kg meat" after the offers: goods wanted, no code
    if _ASKS_WHAT_IT_HOLDS.search(turn.typed_and_read):
        return False  # "el ghabga shno feeh": what the offer covers, asked; nothing applied
    return _asks_nothing_else(turn)


# What an offer covers, asked of it: "what's in the ghabga one", "what does it include",
# "عرض الغبقة شو فيه", "el ghabga shno feeh" (read "شو فيه")
_ASKS_WHAT_IT_HOLDS = Gated(
    r"\bwhat(?:'s| is| does)? (?:in|it include|it cover|included|covered)\b|\bincludes?\b"
    r"|(?<!\w)و?(?:شو|وش|شنو|ايش)\s+(?:فيه|فيها|يشمل|تشمل|يغطي|داخل)(?!\w)"
    r"|(?<!\w)(?:يشمل|تشمل)\s+(?:شو|ايش|وش)(?!\w)"
)


def _goes_ahead(turn: Turn) -> bool:
    """ "ok switch", "yes apply it", "ايه طبقه", "6ayeb 7i6a": the go-ahead and nothing else
    ("use my home address", "7e6a 2" are more), right after the offers: "حطه" (put it) after
    a proposal, a recipe or products that came since goes ahead with those."""
    tokens = turn.utterance.tokens
    if not turn.offers_last or not _asks_nothing_else(turn):
        return False
    said = _GO_AHEAD.search(turn.typed_and_read) is not None or any(
        _GO_AHEAD_WORD.match(token) for token in tokens
    )
    return said and all(
        token in _PICKING or token in STOP_WORDS or _GO_AHEAD_WORD.match(token) for token in tokens
    )


def goes_ahead_beside(turn: Turn, asked: frozenset[str]) -> bool:
    """ "apply it and tell me my total", "7e6a w gooli cham il majmoo3" right after the
    offers: the go-ahead beside another question whose words are `asked`, and nothing else."""
    if not turn.offers_last or turn.utterance.has("REMOVE", "NEGATION"):
        return False
    tokens = [
        token
        for token in turn.utterance.tokens
        if token not in asked and token.removeprefix("و") not in asked
    ]
    said = _GO_AHEAD.search(turn.typed_and_read) is not None or any(
        _GO_AHEAD_WORD.match(token) for token in tokens
    )
    return said and all(
        token in _PICKING or token in STOP_WORDS or _GO_AHEAD_WORD.match(token) for token in tokens
    )


def _telling(turn: Turn) -> list[str]:
    return [
        word
        for word in turn.utterance.topic
        if word not in _PICKING
        and word not in STOP_WORDS
        and not word.isdigit()
        and not _GO_AHEAD_WORD.match(word)
    ]


async def offer_picked(turn: Turn) -> Record | None:
    """The one offer with a code, of those just shown, the message picks; None when it picks
    none or several."""
    shown = turn.offers_shown
    if not shown or turn.utterance.code is not None:
        return None
    go_ahead = _goes_ahead(turn)
    if not go_ahead and not _shaped_as_a_pick(turn):
        return None
    telling = _telling(turn)
    if not telling and not go_ahead:
        return None
    offers = await _codes_shown(turn)
    if not telling:
        # "ok switch", "use it": only when one code was shown
        return offers[0] if len(offers) == 1 else None
    fitting = [offer for offer in offers if _holds(offer, telling)]
    if not fitting and turn.message.arabizi:
        # "ok el bbq wa7ed": the Latin words as typed, before their reading in Arabic letters
        typed = [word for word in _LATIN.findall(turn.input.text.lower()) if word not in _PICKING]
        fitting = [offer for offer in offers if typed and _holds(offer, typed)]
    return fitting[0] if len(fitting) == 1 else None


async def asks_what_one_holds(turn: Turn) -> bool:
    """ "el ghabga shno feeh", "what's in the bbq one" right after the offers: what that one
    offer covers, its card again; never a code applied."""
    if not turn.offers_shown or not _ASKS_WHAT_IT_HOLDS.search(turn.typed_and_read):
        return False
    telling = _telling(turn)
    shown = [o for o in await offer_themes.running(turn) if o["_id"] in turn.offers_shown]
    fitting = [offer for offer in shown if telling and _holds(offer, telling)]
    if not fitting and turn.message.arabizi:
        typed = [word for word in _LATIN.findall(turn.input.text.lower()) if word not in _PICKING]
        fitting = [offer for offer in shown if typed and _holds(offer, typed)]
    return len(fitting) == 1


async def _codes_shown(turn: Turn) -> list[Record]:
    running = await offer_themes.running(turn)
    return [offer for offer in _with_codes(running) if offer["_id"] in turn.offers_shown]


async def goes_ahead_unpicked(turn: Turn) -> bool:
    """ "ok apply it" after several codes were shown: a code is to be applied, which one is
    asked (never thanks, never goods)."""
    if not turn.offers_shown or turn.utterance.code is not None or not _goes_ahead(turn):
        return False
    return len(await _codes_shown(turn)) > 1


async def offers_named(turn: Turn) -> list[str]:
    """The running offers with a code the message names by its code or the code's word
    ("FRESH10 yemshi ma3 el bbq code?": FRESH10 and BBQ10), so that "the fruits one" next
    picks among them as among offers shown."""
    typed = set(_LATIN.findall(turn.input.text.lower()))
    named = []
    for offer in _with_codes(await offer_themes.running(turn)):
        code = str(offer["couponCode"]).lower()
        stem = code.rstrip("0123456789")
        if code in typed or (len(stem) > 2 and stem in typed):
            named.append(str(offer["_id"]))
    return named


def _holds(offer: Record, telling: list[str]) -> bool:
    held = _offer_words(offer)
    return all(any(matching.same_word(word, its) for its in held) for word in telling)


async def code_typed(turn: Turn) -> Record | None:
    """ "bbq10 pls", "fresh10": a running offer's code typed in small letters, with at most
    a word of asking beside it; a product that happens to end in a number is no code."""
    u = turn.utterance
    if u.code is not None or len(u.tokens) > 3 or not _asks_nothing_else(turn):
        return None
    typed = {found.upper() for found in _TYPED_CODE.findall(turn.input.text)}
    if len(typed) != 1:
        return None
    running = await offer_themes.running(turn)
    [code] = typed
    return next(
        (offer for offer in _with_codes(running) if str(offer["couponCode"]).upper() == code),
        None,
    )


async def code_by_its_letters(turn: Turn) -> Record | None:
    """ "put the ghabga code", "7ut code il bbq": the one running code whose letters, less
    its figures, are a word of the message as typed."""
    typed = set(_LATIN.findall(turn.input.text.lower()))
    if not typed:
        return None
    running = _with_codes(await offer_themes.running(turn))
    named = [
        offer for offer in running if re.sub(r"\d+", "", str(offer["couponCode"])).lower() in typed
    ]
    return named[0] if len(named) == 1 else None


async def _the_one_shown(turn: Turn) -> Record | None:
    """ "7ut el coupon el7een", "apply the code if it works" a few turns after one code was
    shown: "the coupon" is that one, however much was said since."""
    if not turn.utterance.has("COUPON"):
        return None
    shown = await _codes_shown(turn)
    return shown[0] if len(shown) == 1 else None


async def code_as_typed(turn: Turn) -> str | None:
    """The code typed after a coupon word or a verb, in the message as read, or as typed when
    it is a running code ("bbq10 3afak"): in Arabizi the reading spells the code in Arabic
    letters, and its own words hold figures too ("bedfa3", I'll pay)."""
    if turn.utterance.code is not None:
        return turn.utterance.code
    after_a_word = Utterance(turn.input.text).code
    typed = {after_a_word} if after_a_word else set()
    typed |= {found.upper() for found in _TYPED_CODE.findall(turn.input.text)}
    if not typed:
        return None
    running = _with_codes(await offer_themes.running(turn))
    codes = [str(o["couponCode"]).upper() for o in running if str(o["couponCode"]).upper() in typed]
    return codes[0] if len(codes) == 1 else None


async def code_meant(turn: Turn) -> str | None:
    """The code the message applies: typed after a coupon word or a verb, typed alone, the
    offer shown it picks, a code named by its letters, or the one code shown."""
    if (typed := await code_as_typed(turn)) is not None:
        return typed
    offer = (
        await offer_picked(turn)
        or await code_typed(turn)
        or await code_by_its_letters(turn)
        or offer_themes.by_theme(turn, await offer_themes.running(turn))
        or await _the_one_shown(turn)
    )
    return str(offer["couponCode"]) if offer is not None else None
