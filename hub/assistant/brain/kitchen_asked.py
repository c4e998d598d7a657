"""A kitchen question the model picked (how to keep it, how long to cook it, what to cook),
kept only when the message asks it in its words, and a message in words of cooking.

Whether such a question is asked turns on its words alone, so it stands apart from the policy
that weighs the model's other readings.
"""

from __future__ import annotations

from hub.assistant.brain.model import Ranking
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.read_by_shape import IDEAS, SOMETHING
from hub.assistant.brain.understood import CLARIFY, set_aside

# Keeping a food is asked in words of keeping, not only of a food: "wein il 5ubz il irani"
# (where is the Iranian bread) is no question of how to store it.
_KEEPING = Pattern(
    r"\b(?:stor\w*|keep\w*|kept|last\w*|freez\w*|frozen|fridge|refrigerat\w*|shelf|fresh"
    r"|pantry|cupboard|spoil\w*|go(?:es)? bad|expire\w*)\b"
    r"|(?<!\w)(?:ا|ي|ت|ن|ين)?حف[ظط]\w*|حفظ|جمد|تجمد|يتجمد|ثل+اج\w*|ثللجا|فريزر|فريج|يتحمل|تتحمل"
    # "اقدر افرز الخبز؟", "يتفرز": the freezer as Gulf shoppers spell it
    r"|(?<!\w)(?:ا|ي|ت|ن)?فرز\w*|يتفرز|تتفرز"
    r"|يقعد|تقعد|يجلس|تجلس|يخرب|تخرب|يفسد|تفسد|(?:وين|where) (?:احط|احوط|do i (?:put|keep))"
)


# ...and a cooking time in words of time: "a whole chicken please" asks for the chicken.
HOW_LONG = Pattern(
    r"\bhow long\b|\b(?:time|minutes?|mins?|hours?|hrs?)\b"
    r"|(?<!\w)(?:وقت|الوقت|دقيق\w*|دقايق|دغيغ\w*|ساع\w*|سعا|كم ياخذ|كم تاخذ|كم يبي|كم تبي"
    r"|كم يخث|متى يستوي|كم (?:ا|ي|ت)?(?:سل[قغ]|طبخ|خلي|شوي)\w*)(?!\w)"
)
# ...or in words of a meal wished for: a dish, hunger, a meal of the day with how it should
# be ("something light for dinner", "ابي شي خفيف للعشا", "ju3an shno akil", "whats for
# dinner"). "something for breakfast for the kids" says nothing of the meal, and asks for
# its goods.
_MEAL_WISHED = Gated(
    r"\b(?:dish|hungry|starving|soup|dessert|desserts|bake|lunchbox)\b"
    r"|\bwhat'?s for (?:dinner|lunch|breakfast|supper|iftar|suhoor)\b"
    r"|\bwhat (?:should|shall|do|can) (?:we|i) (?:have|eat)\b"
    r"|\bsomething (?:\w+ ){1,2}(?:for|to have for) (?:dinner|lunch|supper|iftar|suhoor)\b"
    r"|(?<!\w)(?:جوعان\w*|جوعنا|اسويه|اسويها|اطبخه|اطبخها|اخبزه|اخبزها|طبق|اطباق|طبخه|اكله|شوربه|حلا|حلي|نتغدي|نتغدا"
    r"|نتعشي|نتعشا)(?!\w)|(?<!\w)(?:شو|وش|شنو) (?:اكل|ناكل|ال?عشا|ال?غدا|ال?فطور|ال?ريوق|ال?سحور)(?!\w)"
    r"|(?<!\w)شي (?:\S+ )?(?:خفيف|سريع|سهل|صحي|حار|يشبع|دافي)(?: \S+)? "
    r"(?:لل|حق ال|ل ال)(?:عشا|غدا|فطور|ريوق|سحور|عيال)(?!\w)"
)
_MEAL_SURE = 0.9  # the model's certainty of a meal wished that no misspelt word undoes
_VAGUE_NEXT = 0.5  # a kitchen pick set aside leaves a vague wish when its next reading is this sure
_ASKED_IN_ITS_WORDS = {"storage": _KEEPING, "cooking_time": HOW_LONG, "meal_ideas": IDEAS}


def asked_in_its_words(ranking: Ranking, message: Normalised) -> Ranking:
    """The model's kitchen question, unless the message lacks the words such a question is
    asked in; then the next likeliest reading."""
    words = _ASKED_IN_ITS_WORDS.get(ranking.top)
    if words is None or words.search(message.for_model):
        return ranking
    said = message.for_model
    if ranking.top == "meal_ideas" and (
        (ranking.confidence >= _MEAL_SURE and not SOMETHING.search(said))
        or _MEAL_WISHED.search(said)
    ):
        # "tell me what to maake for dnner": its words misspelt, its shape plain; "something
        # sweet for guests" is a wish for goods however sure the model is of a meal
        return ranking
    rest = set_aside(ranking, ranking.top)
    vague = rest.top == CLARIFY and rest.confidence >= _VAGUE_NEXT
    if ranking.top == "meal_ideas" and not vague:
        # "somthing for breakfast pls": a meal wished for in no words of cooking asks for its
        # goods, as sure as the model was of the meal ("something light for dinner" stays
        # as vague as the model found it next)
        others = tuple(pair for pair in ranking.intents[1:] if pair[0] != "search")
        return Ranking((("search", ranking.confidence), *others))
    return rest


def in_words_of_cooking(message: Normalised, *, but_with: bool = False) -> bool:
    """A meal wished in words of cooking or ideas ("what can i make", "dinner ideas with
    chicken"), not only by what is eaten ("ابي ستيك للعشا"). `but_with`: in words other than
    "with" ("فيه", "ب..."), which also say what a dish is wanted with."""
    return any(
        not but_with or not (word in ("with", "فيه") or word.startswith("ب"))
        for word in (found.group(0) for found in IDEAS.finditer(message.for_model))
    )
