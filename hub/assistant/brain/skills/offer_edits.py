"""A correction of the proposal still waiting for Confirm: "brown not white, still 30", "make
the eggs 15 not 30", "no saffron", "البيض خله ١٥ مو ٣٠", "ابي الخلاص مو السكري", "abi il kamil
mu il fillet, 2 kilo", "only one bottle of the juice and the pepsi".

A shopper who sees a proposal they do not want as it stands corrects it before tapping
Confirm, and the correction names the proposal's own line ("the eggs", "the white", "the
fillet"), not the cart: the cart does not hold it yet, so reading it as a change of the cart
finds nothing there, and reading the line's other kind as a new search shows goods beside the
proposal the shopper would then confirm uncorrected. So the proposal is read first: a line it
holds, named with a count, a kind said in place of its own, or a word that takes it off, makes
the same proposal again (the same kind: an add, a recipe's goods, an order again) with that
change, in place of the pending one; the reply says what changed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Any, Literal

from hub.assistant.brain.let_go import past_a_dismissal
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import counts_said, parse_number
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import (
    brand_moved,
    offer_additions,
    offer_beside,
    offer_packs,
    offer_words,
    one_of_them,
    rest_and_swap,
    stand_in_asked,
)
from hub.assistant.brain.skills.common import (
    confident_hits,
    quiet_products,
    quiet_search,
)
from hub.assistant.brain.skills.line_swaps import same_pack
from hub.assistant.brain.skills.lines import (
    choose_line,
    stock_of,
    variant_named,
)
from hub.assistant.brain.skills.offer_lines import (
    label,
    line_words,
    named_lines,
    names,
    naming,
    put,
    sibling,
)
from hub.assistant.brain.skills.offer_needs import meeting_said_need
from hub.assistant.brain.turn import CHOOSING, Turn
from hub.assistant.brain.utterance import Segment, Utterance
from hub.assistant.events import Withdrawn
from hub.record import Record
from hub.storefront.cards import number_text
from hub.storefront.port import CartMutation, LineItem
from hub.text import words

# A word that sets the kind wanted against the kind not wanted: "brown not white", "the gel
# instead of the powder", "خلاص مو سكري", "بدل الابيض", "kamil mu fillet" (read "مو")
_CONTRAST = frozenset(
    {"not", "instead", "rather", "مو", "مب", "مش", "مهب", "موب", "بدل", "بدال", "وليس", "ليس",
     "mu", "mo", "mub", "bdal", "badal", "bedal"}
)  # fmt: skip
# A word that takes a line off: "no saffron", "without the bread", "skip the milk", "بلا
# حليب", "ما ابي الحليب", "mu lazim il 7aleeb" (read "مو لازم")
_OFF = frozenset(
    {"no", "without", "remove", "drop", "skip", "minus", "delete", "except", "dont", "don't",
     "بدون", "بلا", "شيل", "وشيل", "احذف", "طير", "ماعدا", "عدا", "bidoon", "bdoon", "bala",
     "shil", "sheel", "forget", "انسى", "انسي", "insa"}
)  # fmt: skip
_WANT_NOT = frozenset({"ما", "مو", "مب", "مش", "ma", "mu"})
# ...before a word of need: "ما ابي", "مو لازم" ("mu lazim", read "مو لزم"), "ما نحتاج"
_NEEDED = frozenset(
    {"ابي", "ابغى", "ابغي", "نبي", "نبغى", "لازم", "لزم", "محتاج", "احتاج", "نحتاج", "بحاجه"}
)
_JOINS = frozenset({"and", "و", "w", "but", "بس"})
# "instead of" said before the line it replaces: "بدل البيبسي خله دايت"
_INSTEAD_OF = frozenset({"بدل", "بدال", "bdal", "badal", "bedal"})
# "one more", "another", "زيد": more of a line, which its own path adds
_MORE = frozenset({"more", "another", "extra", "زيد", "زود", "كمان", "ثاني", "zeed", "kaman"})
_KINDS = frozenset({"add_to_cart", "add_recipe_to_cart", "reorder"})
# what a request after "forget it" asks: goods, a look-up, a question
_ASKS_MORE = ("ADD", "SEARCH", "WANT", "QUESTION", "SHOW", "TAKE")


@dataclass(frozen=True)
class Revision:
    """The proposal's lines as corrected, and a line of text for each change."""

    items: tuple[LineItem, ...]
    told: tuple[str, ...]
    # the change proposed, when not the proposal's own kind again; "as_asked" when the
    # proposal already holds what the correction asks
    kind: Literal["update_cart_item", "as_asked"] | None = None


async def _confirmed(turn: Turn, offer: dict[str, Any]) -> bool:
    """Whether Confirm was tapped, and the proposal is no longer pending."""
    try:
        cart = await turn.store.cart(turn.owner)
    except Exception:
        return False
    return cart_holds_offer(cart, offer)


def cart_holds_offer(cart: Any, offer: Any) -> bool:
    """Whether the cart holds the proposal's lines over what it held when they were
    proposed: the cart, not the proposal's card, says whether Confirm was tapped."""
    if not isinstance(offer, dict):
        return False
    held = {
        (str(line["productId"]), line.get("variantId")): int(line["quantity"])
        for line in (cart or {}).get("items") or []
    }
    over = {(str(p), v): int(n) for p, v, n in offer.get("over") or []}
    return all(
        held.get((str(p), v), 0) >= over.get((str(p), v), 0) + int(n)
        for p, v, n in offer.get("items") or []
    )


def _clause_after(tokens: list[str], at: int) -> list[str]:
    end = next((n for n in range(at + 1, len(tokens)) if tokens[n] in _JOINS), len(tokens))
    return tokens[at + 1 : end]


async def revision(turn: Turn) -> Revision | None:
    """The pending proposal as the message corrects it; None when it asks no correction."""
    offer = turn.pending
    u = turn.utterance
    if not offer or offer.get("type") not in _KINDS:
        return None
    if offer.get("type") != "add_to_cart" and offer_words.says_never_mind(turn, _SHORT + 4):
        # "la2 5alas, ummi bitsawiha" of a recipe's goods or an order again: let go whole
        # (an add has its own path, `removing.remove_cart_item`), unless a request follows
        rest = past_a_dismissal(turn.message.text)
        if rest is not None and Utterance(normalise(rest).text).has(*_ASKS_MORE):
            return None  # "forget it. is nescafe gold in stock": the question is answered
        return None if await _confirmed(turn, offer) else Revision((), ())
    if not u.topic and u.quantity is None:
        return None
    if u.asks and not u.has("CHANGE"):
        return None  # "is the brown one cheaper?": asked, nothing corrected
    if stand_in_asked.asks_what_instead(turn.typed_and_read):
        return None  # "the tide is out?? what do you have instead": stand-ins, none chosen
    if rest_and_swap.says_the_rest(turn):
        return None  # "add the rest, and the gel in place of the powder": its own path
    lines = [LineItem(str(p), v, int(n)) for p, v, n in offer.get("items") or []]
    confirmed = await _confirmed(turn, offer)
    found = {p["_id"]: p for p in await quiet_products(turn, [line.productId for line in lines])}
    if not lines or any(line.productId not in found for line in lines):
        return None
    owns = [line_words(found[line.productId], line.variantId) for line in lines]
    if confirmed:
        # in the cart already: only its count said anew against the one it had ("the chips 2
        # not 3") is a correction of it, made on the cart's line
        return _recount_held(turn, offer, lines, found, owns)
    tokens, topic = u.tokens, [t for t in u.topic if t not in _CONTRAST]
    if said := list(_NOT_NEEDED.finditer(turn.typed_and_read)):
        # the words after each "no need", in its own copy of the message (typed, then read)
        typed = len(turn.typed_and_read) - len(turn.message.text) - 1
        rests = [
            turn.typed_and_read[match.end() : typed if match.end() <= typed else None]
            for match in said
        ]
        spoken = {w for match in said for w in words(match.group())}
        topic = [t for t in topic if t not in spoken and t not in _FILLERS]
        return _let_go(turn, lines, found, owns, topic, rests)
    if brand_moved.brand_held_beside(found, topic) and (
        moved := await brand_moved.line_moved_to_brand(turn, lines, found, topic)
    ):
        # "no, make it almarai 2 L x2" of the Nadec milk beside the Almarai laban: the milk
        n = next(n for n, line in enumerate(lines) if line.productId == moved[0])
        line = brand_moved.moved_line(turn, lines[n], moved[1])
        return _revised(lines, n, line, _told(turn, found[moved[0]], lines[n], moved[1], line))
    if (packed := offer_packs.moved_to_a_pack(turn, lines, found, owns)) is not None:
        # "no, the vimto 3 pack", "الفيمتو اللي فيه ٣": that line in the pack named
        n, line = packed
        product = found[line.productId]
        return _revised(lines, n, line, _told(turn, product, lines[n], product, line))
    at = next((n for n, token in enumerate(tokens) if token in _CONTRAST), None)
    changed_to = offer_beside.changed_to(tokens, u.topic) or offer_beside.made_into(
        tokens, u.topic, owns
    )
    if (
        changed_to is not None
        and (swapped := await _swap(turn, lines, found, owns, changed_to)) is not None
    ):
        return await _and_added(turn, swapped, owns)  # "change the pepsi to diet", "make..."
    if at is not None and (swapped := await _swap(turn, lines, found, owns, at)) is not None:
        return await _and_added(turn, swapped, owns)
    if (recounted := _recount(turn, lines, found, owns)) is not None:
        recounted = _and_dropped(turn, recounted, lines, found, owns)
        return await _and_added(turn, recounted, owns)
    return _drop(turn, lines, found, owns, topic) or await _add(turn, offer, lines, owns, at)


async def _and_added(turn: Turn, revised: Revision, owns: list[list[str]]) -> Revision:
    items, told = await offer_beside.goods_beside(turn, list(revised.items), owns)
    return Revision(tuple(items), (*revised.told, *told), revised.kind)


async def _swap(
    turn: Turn,
    lines: list[LineItem],
    found: dict[str, Record],
    owns: list[list[str]],
    at: int | tuple[list[str], list[str]],
) -> Revision | None:
    """ "brown not white", "il kamil mu il fillet": one line's kind (or pack) changed; `at`
    is the word that sets the kinds against each other, or the old and new words said."""
    u = turn.utterance
    topic = [t for t in u.topic if t not in _CONTRAST]
    if isinstance(at, tuple):
        old, topic = at
    else:
        old = _clause_after(u.tokens, at)  # "not the whole": a word of the line, if any
    target = named_lines(old, owns) if old else []
    rest = [t for t in topic if t not in old]
    if len(target) > 1 and (among := [n for n in named_lines(rest, owns) if n in target]):
        target = among  # "not white, the brown eggs" of white bread and white eggs: the eggs
    if len(target) != 1:
        target = named_lines(topic, owns) or ([0] if len(lines) == 1 else [])
    if len(target) != 1 or _told_of_before(u.tokens):
        return None  # "the eggs were not fresh last time": a complaint, nothing corrected
    [n] = target
    line, product = lines[n], found[lines[n].productId]
    own = line_words(product, None, keywords=False)
    if not isinstance(at, tuple):
        # the words about the contrast, not goods named in a clause of their own beside it
        # ("the chips 2 not 3 and 1 galaxy caramel": no kind of the chips)
        opens = max((m + 1 for m in range(at) if u.tokens[m] in _JOINS), default=0)
        near = set(u.tokens[opens:at]) | set(old)
        after = [t for t in u.tokens[at + 1 + len(old) :] if t in topic]
        if (
            not [t for t in topic if t in near and t not in old]
            and old
            and all(t.isalpha() for t in old)
            and any(names(t, own) for t in after)
        ):
            near |= set(after)  # "not white, the brown eggs": the kind wanted said after
        topic = [t for t in topic if t in near]
    new = [t for t in topic if t not in old and not names(t, own)]
    unwanted = [t for t in old if t in topic]
    wanted = [t for t in u.tokens[:at] if t in u.topic] if not isinstance(at, tuple) else []
    if (
        not new
        and unwanted
        and any(names(t, own) for t in wanted)
        and not any(names(t, own) for t in unwanted)
        and not u.quantity
        and u.size_asked is None  # "...abi il bunni ili feeh 30": a pack asked anew
    ):
        # "the white eggs, not the brown" of white eggs proposed: it is as asked already
        told = figures(
            "offer_line_as_asked",
            turn.language,
            name=label(product, line.variantId),
            count=number_text(line.quantity),
        )
        return Revision(tuple(lines), (told,), "as_asked")
    if not new and not isinstance(at, tuple) and u.tokens[at] in _INSTEAD_OF:
        # "بدل البيبسي خله دايت": the line after "instead of", and its new kind beside it
        new = [t for t in unwanted if not names(t, own)]
        old = [t for t in old if names(t, own)]
    if not new:
        return None  # "15 instead of 30": a count, read by `_recount`
    others = [own for m, own in enumerate(owns) if m != n]
    if any(naming(t, other) == 2 for t in new for other in others):
        return None  # the new words are another line's own: not this line's kind
    said = u.quantity
    variant = variant_named(product, new)
    if variant is not None and variant["_id"] != line.variantId:
        kept = LineItem(line.productId, str(variant["_id"]), line.quantity)
        pack, count = put(product, kept, said)
        revised = LineItem(line.productId, pack, count)
        return _revised(lines, n, revised, _told(turn, product, line, product, revised))
    other = await sibling(turn, product, old, new)
    if other is None or any(other["_id"] == held.productId for held in lines):
        return None  # a line it holds already: no kind of this one
    pack = same_pack(product, line.variantId, other) if said is None else None
    start = LineItem(str(other["_id"]), pack or choose_line(other, None, new)[0], line.quantity)
    pack, count = put(other, start, said)
    revised = LineItem(str(other["_id"]), pack, count)
    return _revised(lines, n, revised, _told(turn, product, line, other, revised))


def _recount(
    turn: Turn,
    lines: list[LineItem],
    found: dict[str, Record],
    owns: list[list[str]],
    held: bool = False,
) -> Revision | None:
    """ "make the eggs 15 not 30", "only one bottle of the juice and the pepsi", "bas
    wa7ed": a line's count (or its pack of so many) said anew."""
    u = turn.utterance
    # (`held`: the offer is in the cart already, and only this path knows what it added)
    one_added = not held and (turn.pending or {}).get("type") == "add_to_cart" and len(lines) < 2
    if u.quantity is None or one_added:
        return None  # "make it 3", "la bs 2" of one line added: the offer's count paths
    changed = list(lines)
    told: list[str] = []
    parts = _counted_after(u.segments())
    for part in parts:
        words_of = [t for t in part.topic if t not in _CONTRAST]
        named = named_lines(words_of, owns) if words_of else []
        if not words_of and len(lines) == 1 and (len(parts) == 1 or (held and part is parts[0])):
            named = [0]  # "bas wa7ed", "just 1" of the one line proposed; "خلها ٢ مو ٣"
        if len(named) != 1 or part.quantity is None:
            continue
        [n] = named
        if any(not naming(token, owns[n]) for token in words_of):
            continue  # "make it the low fat one": another kind, not a count
        line, product = lines[n], found[lines[n].productId]
        pack, count = put(product, line, part.quantity)
        if (pack, count) == (line.variantId, line.quantity):
            continue
        changed[n] = LineItem(line.productId, pack, count)
        told.append(_told(turn, product, line, product, changed[n]))
    recounted = [owns[n] for n, line in enumerate(changed) if line != lines[n]]
    # "no galaxy, and 3 pepsi": a line taken off beside says the proposal is put right
    kept = {n for n, line in enumerate(changed) if line != lines[n]}
    corrected = _a_correction(turn) or _takes_a_line_off(turn, owns, kept)
    if not told or not corrected or _more_of(u.tokens, recounted):
        return None  # "2 milk", "2 more milk" after the milk: the count paths of the cart
    return Revision(tuple(changed), tuple(told))


def _and_dropped(
    turn: Turn,
    revised: Revision,
    lines: list[LineItem],
    found: dict[str, Record],
    owns: list[list[str]],
) -> Revision:
    """The recounted proposal less the lines a clause of the same message takes off ("no
    galaxy and 3 pepsi instead of 2", "bala galaxy w el pepsi 3"); a line counted anew is
    never one of them ("no, 3 pepsi")."""
    tokens, topic = turn.utterance.tokens, set(turn.utterance.topic)
    off: set[int] = set()
    for n, token in enumerate(tokens):
        if token in _OFF:
            named = [t for t in _clause_after(tokens, n) if t in topic]
            off |= _named_together(named, owns)
    off = {n for n in off if n < len(lines) and revised.items[n] == lines[n]}
    kept = [(n, item) for n, item in enumerate(revised.items) if n not in off]
    if not off or not kept:
        return revised
    told = [
        figures("offer_line_dropped", turn.language, name=label(found[item.productId], None))
        for n, item in enumerate(revised.items)
        if n in off and item.productId in found
    ]
    return Revision(tuple(item for _, item in kept), (*revised.told, *told), revised.kind)


def _takes_a_line_off(turn: Turn, owns: list[list[str]], recounted: set[int]) -> bool:
    """Whether a clause of the message takes off a line other than those counted anew ("no
    galaxy", "bala il pepsi"); "drop one kitkat" counts the kitkat down, taking none off."""
    tokens, topic = turn.utterance.tokens, set(turn.utterance.topic)
    for n, token in enumerate(tokens):
        clause = _clause_after(tokens, n) if token in _OFF else []
        if any(parse_number(word) is not None for word in clause):
            continue
        if _named_together([t for t in clause if t in topic], owns) - recounted:
            return True
    return False


def _counted_after(parts: list[Segment]) -> list[Segment]:
    """The parts with a count said in a clause of its own right after goods ("the pepsi, only
    one", "البيبسي، وحده بس") joined to those goods: one line counted, not two parts."""
    joined: list[Segment] = []
    for part in parts:
        last = joined[-1] if joined else None
        alone = not part.topic and not part.ordinal and part.quantity is not None
        if alone and last is not None and last.topic and last.quantity is None:
            joined[-1] = replace(last, quantity=part.quantity)
        else:
            joined.append(part)
    return joined


def _more_of(tokens: list[str], owns: list[list[str]]) -> bool:
    """Whether "more", "too" is said in a clause of the lines counted anew ("2 more milk"),
    not of goods added beside them ("the chips 2 not 3, w zeed galaxy caramel")."""
    clauses: list[list[str]] = [[]]
    for token in tokens:
        if token in _JOINS:
            clauses.append([])
        else:
            clauses[-1].append(token)
    named = [c for c in clauses if any(naming(token, own) for token in c for own in owns)]
    return any(set(clause) & (_MORE | _TOO) for clause in named or [tokens])


def _recount_held(
    turn: Turn,
    offer: dict[str, Any],
    lines: list[LineItem],
    found: dict[str, Record],
    owns: list[list[str]],
) -> Revision | None:
    """ "make the chips 2 not 3" once the proposal of 3 is confirmed: the cart's line is what
    it held before the proposal and the count said, never the count alone (5 held, 3 added,
    "2 not 3": 7)."""
    u = turn.utterance
    at = next((n for n, token in enumerate(u.tokens) if token in _CONTRAST), None)
    if at is None or u.has("ADD"):
        return None
    was = counts_said(_clause_after(u.tokens, at) or u.tokens[at + 1 :])
    revised = _recount(turn, lines, found, owns, held=True)
    if revised is None or not was:
        return None
    over = {(str(p), v): int(n) for p, v, n in offer.get("over") or []}
    changed = [
        (old, new)
        for old, new in zip(lines, revised.items, strict=True)
        if (old.variantId, old.quantity) != (new.variantId, new.quantity)
    ]
    if (
        len(changed) != 1
        or changed[0][0].quantity != was[0]
        or changed[0][1].variantId != (changed[0][0].variantId)
    ):
        return None
    old, new = changed[0]
    held = over.get((old.productId, old.variantId), 0) + new.quantity
    return Revision(
        (LineItem(old.productId, old.variantId, held),), revised.told, "update_cart_item"
    )


# "the eggs were not fresh", "you sent white instead of brown last time", "كان مو زين": told of
# an order before, not of the proposal
_BEFORE = frozenset(
    {"was", "were", "sent", "came", "delivered", "got", "كان", "كانت", "جاني", "جاتني", "وصلني",
     "وصلتني", "kan", "kanat"}
)  # fmt: skip


def _told_of_before(tokens: list[str]) -> bool:
    last_time = any(a == "last" and b == "time" for a, b in pairwise(tokens))
    return last_time or bool(set(tokens) & _BEFORE)


def _named_together(tokens: list[str], owns: list[list[str]]) -> set[int]:
    """The lines the words name, each by the words that name it best: "white eggs" is the white
    eggs, not the brown eggs and the white bread beside them; "الكيت كات والصمون" is both."""
    named: set[int] = set()
    left = [token for token in tokens if any(naming(token, own) for own in owns)]
    while best := named_lines(left, owns):
        named |= set(best)
        left = [token for token in left if not any(naming(token, owns[n]) for n in best)]
    return named


def _others(topic: list[str], owns: list[list[str]]) -> bool:
    """Whether a word of the message names none of the proposal's lines: "bag", "call"."""
    return any(not any(naming(token, own) for own in owns) for token in topic)


def _a_correction(turn: Turn) -> bool:
    """Words that say the proposal is being put right, not added to: "only", "just", "بس",
    "not", "instead", "sorry", "خله"."""
    u = turn.utterance
    said = set(u.tokens)
    # "just"/"بس" beside an add verb is how the add is said ("just add 2 milk"), no correction
    marks = {"only", "sorry", "بالغلط", "غلطت"} | (set() if u.has("ADD") else {"just", "بس"})
    return bool(said & (_CONTRAST | marks)) or u.has("CHANGE")


def _drop(
    turn: Turn,
    lines: list[LineItem],
    found: dict[str, Record],
    owns: list[list[str]],
    topic: list[str],
) -> Revision | None:
    """ "no saffron", "remove the bread from that", "ما ابي الحليب": a line taken off, the
    rest proposed again; a proposal left with nothing is withdrawn by its own path."""
    u = turn.utterance
    # "the eggs no, brown, the pack with 30": another pack meant, none off; "remove the milk
    # 2 litre" says which line goes
    another_pack = u.size_asked is not None and not u.has("REMOVE")
    # "remove the baklava, one of the guests is allergic": a person picked out, no count
    counted = u.quantity is not None and not one_of_them.only_one_of(turn.message.text)
    if len(lines) < 2 or counted or another_pack or u.has("ADD"):
        return None
    tokens = u.tokens
    off = [
        n
        for n, token in enumerate(tokens)
        if token in _OFF or (token in _NEEDED and n > 0 and tokens[n - 1] in _WANT_NOT)
    ]
    if not off and not u.has("REMOVE", "EXCEPT"):
        return None
    # the words after the one that takes off: "no saffron pls, my mum brought some"
    after = [t for t in tokens[off[0] + 1 :] if t in topic] if off else list(topic)
    if off and after and not any(naming(after[0], own) for own in owns):
        return None  # "no, the diet pepsi": another kind meant, not a line taken off
    # "no white eggs": the line the words name together, not every line one word names
    dropped = _named_together(after, owns)
    if not dropped or len(dropped) == len(lines):
        return None
    told = tuple(
        figures("offer_line_dropped", turn.language, name=label(found[lines[n].productId], None))
        for n in dropped
    )
    kept = tuple(line for n, line in enumerate(lines) if n not in dropped)
    return Revision(kept, told)


# "not needed", "mu lazim" (read "مو لزم"), "ما احتاجه": what was proposed is let go
_NOT_NEEDED = Pattern(
    r"\b(?:not needed|no need|do ?n[o']?t need (?:it|them|that|those))\b"
    r"|(?<!\w)(?:مو|مب|مش|ما) ?(?:لازم|لزم|محتاج|محتاجه|احتاج|احتاجه|نحتاج|نحتاجه|يحتاج)(?!\w)"
    r"|\b(?:mu|mo|mub|ma) (?:lazim|lazem|m7taj|a7taj|n7taj)\b"
)
# Words after "not needed" that leave it of the proposal: "not needed anymore", "مو لازم خلاص"
_FILLERS = frozenset(
    {"anymore", "any", "more", "now", "after", "all", "then", "thanks", "thank", "you", "pls",
     "please", "it", "them", "that", "those", "this", "bro", "habibi", "الحين", "خلاص", "شكرا",
     "بعد", "5alas", "khalas", "7alian", "thx", "ya", "يا", "it's", "really", "ok"}
)  # fmt: skip
_SHORT = 6  # words: "mu lazim", "not needed anymore", with no line named, are of all of it


def _let_go(
    turn: Turn,
    lines: list[LineItem],
    found: dict[str, Record],
    owns: list[list[str]],
    topic: list[str],
    rests: list[str],
) -> Revision | None:
    """ "we have milk at home, not needed", "la2 5alas mu lazim": the lines named let go, or
    the whole proposal when it names none and says little else; an empty revision withdraws
    it. "no need for a bag", "مو لازم تتصل": what is not needed is something else, and
    nothing of the proposal is let go."""
    following = [[w for w in words(rest) if w not in _FILLERS][:3] for rest in rests]
    of_lines = any(naming(w, own) for said in following for w in said for own in owns)
    if any(following) and not of_lines:
        return None  # "no need to ring the bell", "ما يحتاج كيس"
    named = _named_together(topic, owns)
    if not named and (len(turn.utterance.tokens) > _SHORT or _others(topic, owns)):
        return None
    if not named or len(named) == len(lines):
        return Revision((), ())
    told = tuple(
        figures("offer_line_dropped", turn.language, name=label(found[lines[n].productId], None))
        for n in sorted(named)
    )
    return Revision(tuple(line for n, line in enumerate(lines) if n not in named), told)


_MISSING = frozenset({"missing", "ناقص", "ناقصه", "نقص", "na8es", "naqis", "na2es"})
# "too", "also", "بعد", "كمان": one more line beside those proposed
_TOO = frozenset({"too", "also", "plus", "بعد", "كمان", "بعدين", "ba3d", "kaman"})


async def _add(
    turn: Turn, offer: dict[str, Any], lines: list[LineItem], owns: list[list[str]], at: int | None
) -> Revision | None:
    """ "add laban to it too", "w zeed 7aleeb 3aleh", "the gel instead then" of an order asked
    again or a recipe's goods: one more line in the same proposal (an add has its own path,
    `offer_changes.add_to_offer`), when the words name no line it holds and one product of ours."""
    u = turn.utterance
    if offer.get("type") == "add_to_cart" or not u.topic or u.asks:
        return None
    instead = at is not None and u.tokens[at] in {"instead", "بدل", "بدال", "bdal", "badal"}
    if not (u.has("ADD") or instead):
        return None  # "also show me rice", "also need a plumber": no add of ours asked
    if u.has("REMOVE", "NEGATION", "SHOW", "QUESTION") and not instead:
        return None
    if set(u.tokens) & _MISSING:
        return None  # "also the last order was missing bread": a complaint
    if (several := await offer_additions.lines_added(turn, lines, owns)) is not None:
        return Revision((*lines, *several[0]), tuple(several[1]))  # "2 fairy and toilet paper"
    hits = confident_hits(u.topic, await quiet_search(turn, u.topic_text))
    hits = meeting_said_need(turn, u.topic, hits)  # "add something sugar free"
    if not hits or any(line.productId == hits[0]["_id"] for line in lines):
        return None  # a line it holds: its count or kind, not one more
    product = hits[0]
    variant, count = choose_line(product, u.quantity, u.topic)
    line = LineItem(str(product["_id"]), variant, max(1, count))
    told = figures("offer_line_added", turn.language, name=label(product, variant))
    return Revision((*lines, line), (told,))


def _revised(lines: list[LineItem], n: int, line: LineItem, told: str) -> Revision:
    return Revision(tuple(line if m == n else old for m, old in enumerate(lines)), (told,))


def _told(turn: Turn, was: Record, old: LineItem, now: Record, new: LineItem) -> str:
    """What one change was: the line as it is now, and as it was when only its kind or pack
    changed."""
    before = label(was, old.variantId)
    after = label(now, new.variantId)
    if before == after:
        return figures(
            "offer_line_count", turn.language, name=after, count=number_text(new.quantity)
        )
    return figures(
        "offer_line_swapped", turn.language, now=after, was=before, count=number_text(new.quantity)
    )


async def revise(turn: Turn) -> None:
    """The pending proposal again with the correction, in place of the one pending."""
    change = await revision(turn)
    offer: dict[str, Any] = turn.pending or {}
    if change is None:
        return
    if turn.choosing and CHOOSING not in turn.memory:
        turn.memory[CHOOSING] = turn.choosing  # "which laban?" asked beside it still stands
    if not change.items:
        turn.emit(Withdrawn())  # nothing left of it: the proposal is let go, not replaced
        turn.say("offer_withdrawn")
        turn.chips("cart", "offers")
        return
    found = {p["_id"]: p for p in await quiet_products(turn, [i.productId for i in change.items])}
    short = [
        item
        for item in change.items
        if item.productId in found
        and stock_of(found[item.productId], item.variantId) < item.quantity
    ]
    if short:
        none_left = any(stock_of(found[i.productId], i.variantId) < 1 for i in short)
        turn.say("out_of_stock_alone" if none_left else "not_enough")
        turn.block({"kind": "products", "productIds": [item.productId for item in short]})
        turn.keep_pending()
        turn.chips("cart", "offers")
        return
    said = {None: "offer_revised", "as_asked": "offer_as_asked"}
    turn.say(said.get(change.kind, "propose_update"))
    for told in change.told:
        turn.text_block(told)
    if change.kind not in said:
        turn.propose(CartMutation("update_cart_item", change.items))
        turn.set_focus(change.items[-1].productId)
        turn.chips("cart", "slots")
        return
    # the proposal as it stands, when it held what was asked already ("as_asked")
    mutation = CartMutation(offer["type"], change.items, dict(offer.get("params") or {}))
    turn.propose(mutation, supersedes=True)
    turn.set_focus(change.items[-1].productId)
    turn.chips("cart", "slots")
