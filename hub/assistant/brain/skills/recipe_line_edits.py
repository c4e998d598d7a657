"""One line of a recipe changed while all of it is added: "put it all in but double the
chicken", "حطها بالسلة بس الرز ابيه تيلدا ال ٥ كيلو", "7ut kilha bas il dyay 5alah 2".

"بس" after taking the whole recipe is "but", not "only": every line is added, and the one
the clause after it names is counted anew, doubled, or moved to the pack said. Read as
"only", the recipe shrank to that one line; read as a whole, "double" doubled every line.
The same change said once the recipe's goods wait for Confirm ("double the chicken", "بس
ضاعف الدجاج") is of the offer waiting: that one line, never every line of it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import counts_said
from hub.assistant.brain.skills.line_changes import named_best
from hub.assistant.brain.skills.lines import variant_of_size
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.storefront.port import LineItem

# "but" between taking it all and the line changed: "but", "بس", "لكن", Arabizi "bas"
_BUT = Gated(r"\bbut\b|(?<!\w)(?:بس|لكن|bas|bs)(?!\w)")
# Taking the whole recipe: "put it in", "add it all", "all the ingredients", "حطها", "ضيفها",
# "كلها", "7ut kilha" (read "حط كلها")
_WHOLE = Gated(
    r"\b(?:all|everything|the lot|ingredients|put it|add it|throw it)\b"
    r"|(?<!\w)(?:كلها|كله|كل|الكل|حطها|حطهم|ضيفها|ضيفهم|اضفها|اضيفها|دزها"
    r"|(?:ال)?(?:مكونات|اغراض)\w*)(?!\w)"
)

# A clause joined after taking the whole recipe: ", and", "، و", " w ", " and "
_AND_THEN = Pattern(r"\s*[,،.]\s*(?:and\s+|w\s+|و\s*)?|\s+(?:and|w)\s+|\s+و(?=\w)")

# Words of all of an offer, no line of it: "the amount", "the recipe", "الكمية", "الوصفة"
_OF_ALL = Gated(
    r"^(?:amounts?|quantit(?:y|ies)|recipe|lot|thing|whole|everything|all|order|portions?"
    r"|(?:ال)?(?:كميه|كمية|كميات|وصفه|وصفة|كل|كله|كلها|الكل|طلب|شي|اغراض)|kil|kilha|shay)$"
)


@dataclass(frozen=True, slots=True)
class LineEdit:
    words: list[str]  # the words after "but"
    utterance: Utterance  # ...read alone
    waiting: bool = False  # said of the recipe's goods already proposed, not while adding it


def of_the_offer(edit: LineEdit) -> bool:
    """Whether the change is said of the recipe's goods proposed before, not while adding it."""
    return edit.waiting


def _offer_waits(turn: Turn) -> bool:
    return (turn.pending or {}).get("type") == "add_recipe_to_cart"


def _of_the_offer(turn: Turn) -> LineEdit | None:
    """ "double the chicken" while the recipe's goods wait for Confirm: doubling said of goods
    named, with nothing added beside them, is of that line of the offer."""
    said = turn.message.for_model
    but = _BUT.search(said.lower())
    clause = said[but.end() :] if but is not None and not said[: but.start()].strip() else said
    read = Utterance(clause.strip())
    named = [word for word in read.topic if not _OF_ALL.search(word.lower())]
    if read.multiplier is None or not named or read.left_out:
        return None  # "double the amount", "ضاعف الكمية": all of it, as a count of people
    if read.has("ADD", "TAKE", "REMOVE", "NEGATION") or len(read.segments()) > 1:
        return None  # "double the chicken and the rice": more than one line
    return LineEdit(named, read, waiting=True)


def line_edit(turn: Turn) -> LineEdit | None:
    """The clause after "but" when the words before it take the whole recipe and it changes
    something of a line: a count, "double", a pack."""
    said = turn.message.for_model
    but = _BUT.search(said.lower())
    if but is None or not _WHOLE.search(said[: but.start()].lower()):
        if _offer_waits(turn):
            return _of_the_offer(turn)
        return and_made_so(said)
    after = said[but.end() :].strip()
    if not after:
        return None
    read = Utterance(after)
    if read.left_out or read.has("REMOVE", "NEGATION"):
        return None  # "but without the rice": left out, as `recipe_all_but` reads it
    if read.multiplier is None and read.size_asked is None and not counts_said(read.tokens):
        return None
    return LineEdit(read.topic, read)


def and_made_so(said: str) -> LineEdit | None:
    """ "put them in the cart, and make the chicken 3", "حطهم بالسلة، والدجاج خله ٣": a line
    set to a count in a clause joined by "and" after the whole recipe taken; never a clause
    that adds goods of its own ("and 2 milk")."""
    whole = _WHOLE.search(said.lower())
    if whole is None:
        return None
    joined = _AND_THEN.search(said, whole.end())
    if joined is None:
        return None
    read = Utterance(said[joined.end() :].strip())
    named = [word for word in read.topic if not _OF_ALL.search(word.lower())]
    if not named or not read.has("CHANGE") or read.has("ADD", "REMOVE", "NEGATION"):
        return None  # "ودبل الكمية": the whole amount, as a count of people
    if read.multiplier is None and not counts_said(read.tokens):
        return None
    return LineEdit(named, read)


def edited(turn: Turn, items: list[LineItem], products: dict[str, Record]) -> list[LineItem]:
    """`items` with the one line the clause after "but" names changed as it says; as they
    were when it names no one line."""
    edit = line_edit(turn)
    if edit is None:
        return items
    at = {item.productId: n for n, item in enumerate(items)}
    hit = list(named_best(edit.words, {p: products[p] for p in at if p in products}))
    if len(hit) != 1:
        return items
    n = at[hit[0]]
    line = items[n]
    read = edit.utterance
    size = read.size_asked
    variant = variant_of_size(products[hit[0]], size) if size is not None else None
    if variant is not None:
        # "the 5 kg tilda": the 5 of its pack counts no packs of it
        counted = 1 if line.quantity in counts_said(read.tokens) else line.quantity
        line = replace(line, variantId=str(variant["_id"]), quantity=counted)
    elif read.multiplier is not None:
        line = replace(line, quantity=line.quantity * read.multiplier)
    elif size is None and (counts := counts_said(read.tokens)):
        line = replace(line, quantity=max(1, counts[0]))
    return [*items[:n], line, *items[n + 1 :]]


def scopes_the_multiplier(turn: Turn) -> bool:
    """Whether "double" is said of one line after "but", not of the whole recipe."""
    edit = line_edit(turn)
    return edit is not None and edit.utterance.multiplier is not None and bool(edit.words)
