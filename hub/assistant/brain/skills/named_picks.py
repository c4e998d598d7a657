"""A product of the conversation's own picked by a word or two of its name: "العربي" after
the breads were shown, "el kuwaiti wa7ed", "ok the black forest".

So few words give the domain gate little to weigh, and what it weighs is as often another
matter's ("العربي" is a football club too, "black forest" a cake and a place): it leans
off-domain. Mid-conversation, a shopper who says nothing but the name of a product this
conversation showed, or else of one the store sells, has picked it. Only that shape is kept
the store's: a reference ("the", "one", an Arabic "ال") and one or two words, every one of
them held by the same product, with at most words that settle or want ("ok", "خلاص", "abi")
beside them. Whatever else is said ("the barcelona one", "el kuwaiti dinar", "the arabic one tmrw") names
no product and is weighed by the gate as before.

Said with how many of it ("the kuwaiti, 2", "الكويتي ٢", "el kuwaiti 2" after the coffees),
such a pick is that many of the product of the list the words name: the list shown is where
the words are looked for first, never the whole store ("Kuwaiti bread"); when they name
several of it, the one of the kind asked for ("الاسمر ٢" of the Arabic breads asked: the
brown Arabic bread, not the brown toast), else which of those is asked (a brand of several
shown is never guessed).
"""

from __future__ import annotations

from hub.assistant.brain.normaliser import latin_words
from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.common import quiet_products, quiet_search, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.turn import INTENT, Turn
from hub.record import Record

# Words that point into what was shown: "the X one", "اللي X", "el X wa7ed"
_POINTING = frozenset(
    {"the", "one", "ones", "that", "this", "اللي", "الي", "واحد", "وحده", "هذا", "هذي", "ذاك"}
)
# Words that only settle before the pick: "ok the black forest", "5alas el black forest"
_SETTLING = frozenset(
    {"ok", "okay", "okey", "yes", "yeah", "yep", "fine", "then", "and", "khalas", "خلاص",
     "اوكي", "اوك", "تمام", "زين", "طيب", "يلا", "ايوه", "اجل", "و"}
)  # fmt: skip
_MOST_WORDS = 5  # "ok i want the black forest" is the longest such pick
_MOST_NAMED = 2  # words of the name: "black forest", "العربي"
_ARTICLE = "ال"


def _named(turn: Turn) -> list[str] | None:
    """The words of the name, when the message is shaped as such a pick."""
    tokens = turn.utterance.tokens
    if not tokens or len(tokens) > _MOST_WORDS:
        return None
    # glue and wanting ("abi el kuwaitiya", "i want the arabic one") are no words of the name
    topic = turn.utterance.topic
    named = [word for word in topic if word not in _POINTING and word not in _SETTLING]
    if not named or len(named) > _MOST_NAMED or telling_words(named) != named:
        return None  # a short word, a size or a word of talk beside the name: another shape
    pointing = any(token in _POINTING for token in tokens) or any(
        word.startswith(_ARTICLE) for word in named
    )
    return named if pointing else None


def _holds(turn: Turn, named: list[str], products: list[Record]) -> bool:
    arabizi = turn.message.arabizi
    return any(not unmet_words(named, [product], sound_alike=arabizi) for product in products)


async def picks_by_name(turn: Turn) -> bool:
    """Whether the message, later in a conversation, names a product shown in it (or, when
    none of those, one the store sells) by a word or two of its name and says nothing else."""
    if INTENT not in turn.memory or turn.proposed_change:
        return False
    named = _named(turn)
    if named is None:
        return False
    names = [named]
    if turn.message.arabizi:
        # "5alas el black forest": the name as typed, which reading it as Arabizi respelt
        written = [word for word in latin_words(turn.input.text) if len(word) > 2]
        if 0 < len(written) <= _MOST_NAMED:
            names.append(written)
    shown = await quiet_products(turn, turn.shown())
    for words in names:
        if _holds(turn, words, shown) or _holds(
            turn, words, await quiet_search(turn, " ".join(words))
        ):
            return True
    return False


def _count_said(turn: Turn) -> Quantity | None:
    """How many of the pick, said as a bare number ("2", "٢", "wa7ed"), asking nothing."""
    u = turn.utterance
    count = u.quantity
    if count is None or count.unit is not None or count.amount < 1 or u.asks:
        return None
    if count.amount < 2 and not any(ch.isdigit() for ch in turn.message.text):
        return None  # "el kuwaiti wa7ed", "the kuwaiti one": the one pointed at, no count
    if u.ordinal is not None or u.size_asked is not None or turn.budget is not None:
        return None  # "the second one", "the 1 litre": a pick by place or pack, no count
    return count


def _counted_name(turn: Turn) -> list[list[str]]:
    """The words of the name, read and (in Arabizi) as typed, when the message is a word or
    two of a name with a count and nothing else ("the kuwaiti, 2", "kuwaiti 2 please")."""
    u = turn.utterance
    if turn.proposed_change or _count_said(turn) is None or len(u.tokens) > _MOST_WORDS + 1:
        return []
    if u.has("ADD", "TAKE", "REMOVE", "CART", "NEGATION", "CHANGE", "ORDER", "RECIPE"):
        return []  # a cart verb, a "not", an order: the request of its own reading
    named = [word for word in u.topic if word not in _POINTING and word not in _SETTLING]
    if not named or len(named) > _MOST_NAMED or telling_words(named) != named:
        return []
    names = [named]
    if turn.message.arabizi:
        written = [word for word in latin_words(turn.input.text) if len(word) > 2]
        if 0 < len(written) <= _MOST_NAMED:
            names.append(written)
    return names


@while_read_async  # asked both while the turn's follow-up is told and while it is read
async def counted_of_the_shown(turn: Turn) -> list[Record]:
    """The products of the list shown a counted pick names ("the kuwaiti, 2" after the
    coffees: the Kuwaiti coffee): one to propose at that count, several to ask among; none
    when the message is no such pick or no product shown holds its words."""
    if not turn.shown():
        return []
    names = _counted_name(turn)
    shown = await quiet_products(turn, turn.shown()) if names else []
    for words in names:
        fitting = [product for product in shown if _holds(turn, words, [product])]
        # ...by the kind asked, when the words add to it ("الاسمر" of "خبز عربي"); a word
        # of what was asked picks nothing of its own ("٢ المراعي" after Almarai's milk)
        asked = [] if set(words) & set(turn.asked_words()) else turn.asked_words()
        of_the_kind = [p for p in fitting if asked and not unmet_words(asked, [p])]
        if len(fitting) > 1 and len(of_the_kind) == 1 and in_stock(of_the_kind[0]):
            return of_the_kind
        if fitting:
            return fitting
    return []
