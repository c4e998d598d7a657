"""How a message right after an offer reads: a new count ("no, 5", "خله ٣"), that many
more ("one more", "zeedah"), more products ("and bread too"), the offer taken back ("never
mind", "لا خلاص ما ابيه") or asked for again as it is ("ok add it", "حطه").

Only the words are read here; the cart's skills (`cart`) act on them with the store.
"""

from __future__ import annotations

import re

from hub.assistant.brain.arabic_words import is_known_word
from hub.assistant.brain.kin_words import KIN_WORDS
from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.into_the_cart import sends_it_to_the_cart
from hub.assistant.brain.turn import Turn


def asks_for_the_offer(turn: Turn) -> bool:
    """ "ok add it", "yes put them in", "حطه" right after an offer: a request for that very
    offer, naming no count and no other product."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed:
        return False
    # "ok then put them in the cart": the cart is where the offer goes, no matter of its own
    into = sends_it_to_the_cart(turn)
    if u.topic or u.has_quantity or u.ordinal is not None or (len(u.tokens) > 5 and not into):
        return False
    if u.has("CHANGE", "REMOVE", "NEGATION") or (u.has("CART") and not into) or u.asks:
        return False
    said = turn.typed_and_read
    return not (_ONE_MORE.search(said) or _MORE_OF_IT.search(said))  # "zeedah": one more


_AND_ALSO = Gated(
    r"^\s*(?:and|w|&|plus|و)\s+|\b(?:also|too|as well)\b|(?<!\w)و?(?:كمان|بعد|زود عليه)(?!\w)"
)


def opens_with_and(turn: Turn) -> bool:
    """ "and one loomi", "w galaxy", "ولومي واحد": the message adds to what came before; a
    word glued to its "و" counts when the word alone is no word the brain knows as such
    ("وين", "وحده" are words of their own)."""
    if _AND_ALSO.search(turn.input.text.lower()):
        return True
    first = turn.message.text.split()[:1]
    return (
        bool(first)
        and len(first[0]) > 3
        and first[0].startswith("و")
        and not (is_known_word(first[0]))
    )


# "one more", "another", "وزيد وحده بعد", "zeed wa7id": the offered line grows by that many
_ONE_MORE = Gated(
    r"\b(?:more|another|extra)\b|(?<!\w)(?:زيد|وزيد|زود|وزود|زيدني|zeed|zid|zeedni)(?!\w)"
)


# "2 more", "another 3": a count added to, not a count instead
_MORE = Gated(r"\b(?:more|another|extra)\b")
# "زيده", "zeedah" alone: one more of it; "زيدها ل ٤" raises it to four
_MORE_OF_IT = Gated(r"(?<!\w)و?(?:زيد|زود)(?:ه|ها)(?!\w)|\bzee?d(?:ah|ha|aha|oh)\b")
# "not 2", "مو ٢", "la mob 2", "instead of 2", "بدال ٢": the count the shopper takes back in a
# correction
_NOT_THIS_COUNT = Pattern(
    r"(?:\bnot|\binstead of|(?<!\w)(?:مو|مب|موب|مش|مهب|بدال|بدل))\s+(\d+(?:\.\d+)?)(?!\w)",
    re.IGNORECASE,
)
# Words beside a correction's count that name nothing: the "not" of it, "instead of" it, and
# the want of the line offered ("ابيها ٣ كيلو", "abeeh" read "ابيه")
_DENYING = frozenset(
    {"مو", "مب", "موب", "مش", "مهب", "بدال", "بدل", "instead", "ابيه", "ابيها", "ابيهم", "ابغاه",
     "ابغاها"}
)  # fmt: skip
# "la2 kther, 5alha 2", "that's too many, 2", "لا واجد، ٢ بس", "2 is enough": how the count
# offered felt, naming no goods
TOO_MANY = frozenset(
    {"كثير", "كثيره", "وايد", "ويد", "واجد", "زياده", "تكفي", "يكفي", "كفايه", "يكفون",
     "too", "many", "much", "enough", "alot", "lot"}
)  # fmt: skip
_INSTEAD = Gated(r"\b(?:actually|instead|rather)\b|(?<!\w)(?:بدال|بدل|عدلها|عدله)(?!\w)")
# "bas wa7d", "بس ٢", "just 1", "only 2" right after an offer: that count and no more
_ONLY = Gated(r"\b(?:only|just|bas|bs)\b|(?<!\w)(?:بس|فقط)(?!\w)")


def says_more(turn: Turn) -> bool:
    """ "one more", "another", "زيادة", "kaman": more of what is offered or held."""
    said = turn.typed_and_read
    return bool(_ONE_MORE.search(said) or _EXTRA.search(said))


def says_only(turn: Turn) -> bool:
    """ "only", "just", "بس", "bs" said, and nothing of more ("one more", "زيادة")."""
    return bool(_ONLY.search(turn.typed_and_read)) and not says_more(turn)


def denies_a_count(turn: Turn) -> bool:
    """ "not 2", "مو ٢": the "not" of a message is the count taken back, not the goods."""
    return bool(_NOT_THIS_COUNT.search(turn.message.text))


_EXTRA = Gated(r"(?<!\w)(?:زياده|زيادة|بعد|كمان)(?!\w)|\b(?:ziyada|kaman|ba3d)\b")


# "no 5", "nope, 3" opening a message: a no and a count, not "number 5" (typed "no. 5")
_NO_THEN_COUNT = Pattern(r"^\s*(?:no+|nope|nah|la+)\s*,?\s+(\d+)\s*$", re.IGNORECASE)


def denied_counts(text: str) -> set[float]:
    """The counts a (normalised) message takes back: 2 of "not 2", "مو ٢", "بدال ٢"."""
    return {float(found) for found in _NOT_THIS_COUNT.findall(text)}


def count_meant(turn: Turn) -> Quantity | None:
    """The count a correction asks for: "not 2, 4" and "لا مو ٢، ٤" mean four, "no, 5" and
    "no 5" five; a count said once is that count."""
    if turn.utterance.quantity is None and (said := _NO_THEN_COUNT.match(turn.message.text)):
        return Quantity(float(said.group(1)))
    denied = denied_counts(turn.message.text)
    counts = [
        part.quantity
        for part in turn.utterance.segments()
        if part.quantity is not None and part.quantity.unit is None
    ]
    kept = [count for count in counts if count.amount not in denied]
    if denied and kept:
        return kept[-1]
    return turn.utterance.quantity


# "them", "all", "خلهم", "كلهم": every line of the offer
EVERY_LINE = Gated(
    r"\b(?:them|all|each|both)\b|(?<!\w)(?:كلهم|كله|الكل|خلهم|خليهم|خلوهم|سوهم|اياهم)(?!\w)"
)


def named(turn: Turn) -> list[str]:
    """The words of the message that name something: "موب" of "la mob 2, 4" names nothing."""
    # "too many" names nothing beside the count it asks instead ("kther, 5alha 2")
    felt = TOO_MANY if turn.utterance.quantity is not None else frozenset()
    return [word for word in turn.utterance.topic if word not in _DENYING and word not in felt]


def corrects_the_count(turn: Turn) -> bool:
    """ "no, 5", "not 2, 4", "la mob 2, 4", "actually 3" right after an offer, naming
    nothing: the offer with that count instead (the change's own path), never a new item.
    An amount said so of the one line offered ("la abi 2 kilo", "ابيها ٣ كيلو", "bs kilo",
    "half a kilo is enough", "i want 2kg not 1") is its amount instead, never more of it."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed:
        return False
    if named(turn) or u.has("ADD", "REMOVE", "CART"):
        return False
    count = count_meant(turn)
    if count is None or len(u.tokens) > 6:
        return False
    if count.unit is not None and len(turn.proposed) != 1:
        return False  # "2 kilo" of an offer of several lines: which of them is the cart's
    said = turn.typed_and_read
    if _MORE.search(said):
        return False  # "make it 2 more": that many added to the offer (`adds_more_of_the_offer`)
    alone = len(u.tokens) == 1  # "3", "٥" answering the offer: that many instead
    if count.unit is not None:
        # "kilo w nu9", "2 kilo": the amount alone, or wanted, or enough, in place of the one
        # offered
        alone = alone or not u.concepts()
        if u.has("WANT") or bool(set(u.tokens) & TOO_MANY) or denies_a_count(turn):
            return True
    return alone or u.has("NEGATION", "CHANGE") or bool(_INSTEAD.search(said) or _ONLY.search(said))


def adds_more_of_the_offer(turn: Turn) -> bool:
    """ "one more" right after one product was offered, naming nothing."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or len(turn.proposed) != 1 or u.topic:
        return False
    measured = u.quantity is not None and u.quantity.unit is not None
    if u.has("REMOVE", "NEGATION", "CART") or measured:
        return False
    said = turn.typed_and_read
    return bool(_ONE_MORE.search(said) or (u.quantity is None and _MORE_OF_IT.search(said)))


# How a dish is made, asked of it by name: "w mrabyan shlon asawee" (read "...شلون اسوي"),
# "and how do i make luqaimat"
_HOW_MADE = Gated(
    r"(?<!\w)و?(?:شلون|كيف|طريقه)\s(?:\S+\s)?(?:ا|ن)?(?:سوي|طبخ|حضر)\S*"
    r"|\bhow (?:do|to|can|should|would) (?:i |we |you |u )?(?:make|cook|prepare)\b"
)


def adds_to_the_offer(turn: Turn) -> bool:
    """ "w galaxy caramel", "and 2 bread too", "وكمان خبز" right after something was
    offered: more of the same offer, not a search."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed or not u.topic:
        return False
    if u.asks or u.has("REMOVE", "CHANGE", "NEGATION", "CART") or asks_if_stocked(turn):
        return False
    if u.has("INFO") and u.quantity is None and not u.has("ADD", "TAKE", "WANT"):
        return False  # "والعجوه كم", "w el khalas b kam": its price asked, nothing more wanted
    if u.has("DELIVER", "ORDER", "OFFERS", "POINTS", "COUPON"):
        return False  # "w kam el tawseel 7ag 5ai6an": the store's matter asked, no goods
    if u.has("RECIPE") or _HOW_MADE.search(turn.message.for_model):
        return False  # "w mrabyan rubyan shlon asawee": how a dish is made, no more goods
    if asks_for_a_guests_need(turn):
        return False  # "also my friend is vegan, any dip?": goods that keep the need, asked
    return opens_with_and(turn)


def asks_for_a_guests_need(turn: Turn) -> bool:
    """Someone's diet or allergy told right after an offer ("my friend's vegan, any dip?",
    "ربيعتي نباتيه"), goods asked for them with no count nor verb of putting in: what keeps
    the need is asked, not added to the offer."""
    u = turn.utterance
    if turn.proposed_change != "add_to_cart" or not turn.proposed or not u.topic:
        return False
    if u.quantity is not None or u.has("ADD", "TAKE", "REMOVE", "CHANGE", "CART"):
        return False  # "غير البيبسي للدايت، امي عندها سكر": a line changed for her
    return bool(KIN_WORDS & set(u.tokens)) and bool(need_of(turn.message.for_model))


# "and is there bread", "w fee 5ubz" (و في خبز): whether it is sold, asked
_IS_THERE = Pattern(r"^\s*(?:and\s+)?(?:is|are)\s+there\b|^\s*و\s*(?:في|فيه)\s", re.IGNORECASE)


def asks_if_stocked(turn: Turn) -> bool:
    """ "واللحم النعيمي عندكم", "and do you have naimi lamb", "w fee 5ubz": whether a
    product is sold is asked, nothing wanted yet; the answer is its card, never an offer."""
    u = turn.utterance
    if u.has("ADD", "TAKE", "WANT"):
        return False
    return u.has("SEARCH") or bool(_IS_THERE.search(turn.message.for_model))


# "never mind", "cancel that", "ما ابيه", "la 5alas mabeeh": the offer just made taken back
_NEVER_MIND = Pattern(
    r"\b(?:never\s?mind|nvm|forget (?:it|that|about it)|scratch that|leave it"
    r"|cancel (?:it|that|this)|(?:i )?don'?t want (?:it|that|them|this)( anymore)?)\b"
    r"|(?<!\w)(?:ما ?ابي(?:ه|ها|هم)|ما ?ابغا(?:ه|ها|هم)|ما ?ابغي(?:ه|ها|هم)|ما ?ابي شي"
    r"|الغ(?:يه|يها|يهم|ه|ها)|انس(?:اه|اها|ى)|لا خلاص|خلاص لا|بطلت)(?!\w)"
    r"|\b(?:ma ?(?:abee|abi|abgha)(?:h|ha|hom)|mabeeh|mabiih|ilghee?h?|insa(?:ah)?|batalt)\b",
    re.IGNORECASE,
)


# "no", "la", "لا لا", "no thanks" and nothing else right after an offer: it is turned down
_BARE_NO = Pattern(
    r"^\s*(?:(?:no|nope|nah|la|لا)[\s,.!]*){1,3}(?:(?:thanks|thank you|thx|شكرا|مشكور)[\s.!]*)?$",
    re.IGNORECASE,
)


def withdraws_the_offer(turn: Turn) -> bool:
    """ "never mind", "cancel that", "لا خلاص ما ابيه" right after an offer, naming nothing
    else: the offer taken back (`Withdrawn`), never an order cancelled nor a product."""
    if turn.proposed_change != "add_to_cart" or not turn.proposed:
        return False
    return says_never_mind(turn)


def says_never_mind(turn: Turn, longest: int = 7) -> bool:
    """ "never mind", "la2 5alas, my mum will make it": whatever was proposed, let go, in a
    message of at most `longest` words that asks nothing of the cart."""
    u = turn.utterance
    if u.has_quantity or u.has("ADD", "CART", "ORDER") or len(u.tokens) > longest:
        return False
    said = turn.typed_and_read
    return bool(_NEVER_MIND.search(said) or _BARE_NO.match(turn.message.text))


def counts_what_was_shown(turn: Turn) -> bool:
    """ "ok one", "zain wa7id", "زين وحده" right after goods were shown: an answer and a count,
    which buys that many of what was shown, not thanks."""
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or u.topic or u.asks:
        return False
    counted = u.quantity is not None and u.quantity.unit is None and 1 <= u.quantity.amount <= 9
    return counted and set(u.concepts()) == {"ACK"} and len(u.tokens) <= 3
