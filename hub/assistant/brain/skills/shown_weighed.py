"""A product just shown weighed against another of the same list by a word of its name: "how
does it compare to the classic 200g" after the Nescafé cards, "is it better than the gold
one", "وش الفرق بينه وبين الجولد".

The words left once the weighing is said ("classic", "gold", "الجولد") give the domain gate
little to weigh, and what it weighs is as often another matter's ("gold" is a price in the
news, "classic" a car): it leans off-domain and the comparison was declined. Mid-conversation,
a comparison or a question of a product whose every other telling word is held by a product
the conversation showed continues that list. A word none of the shown products holds ("how
does it compare to a tesla") is weighed by the gate as before.
"""

from __future__ import annotations

from hub.assistant.brain.lexicon import THE_TWO
from hub.assistant.brain.skills.common import quiet_products, unmet_words
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import INTENT, Turn

# The readings that weigh one product against another, or ask of one
WEIGHING_READS = frozenset({"compare", "cheaper", "similar", "product_detail", "nutrition"})
# Words that say the weighing itself, not the name of what is weighed
_WEIGHING_WORDS = frozenset(
    {"compare", "compared", "comparing", "comparison", "better", "best", "worse", "different",
     "difference", "diff", "same", "than", "versus", "cheaper", "healthier", "bigger",
     "smaller", "between", "which", "one", "ones", "الفرق", "فرق", "بينه", "بينها", "وبين",
     "بين", "احسن", "أحسن", "افضل", "أفضل", "ارخص", "أرخص", "مقارنة", "مقارنه", "نفس"}
)  # fmt: skip


async def weighed_with_the_shown(turn: Turn, reading: str) -> bool:
    """Whether a comparison or a product question, later in a conversation, names besides
    its weighing words only products this conversation just showed."""
    if reading not in WEIGHING_READS or INTENT not in turn.memory or not turn.shown():
        return False
    said = telling_words(turn.utterance.topic)
    named = [word for word in said if word not in _WEIGHING_WORDS and word not in THE_TWO]
    if not named:
        # "what's the difference between the two", "شو الفرق بين الاثنين": of the shown
        return (
            reading == "compare"
            and len(turn.shown()) >= 2
            and bool(THE_TWO & set(turn.utterance.tokens))
        )
    shown = await quiet_products(turn, turn.shown())
    return bool(shown) and not unmet_words(named, shown, sound_alike=turn.message.arabizi)
