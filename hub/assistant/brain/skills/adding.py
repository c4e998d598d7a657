"""Goods added to the cart: each named, counted or shown, proposed as one change to confirm.

The longest of the cart's requests, grounding goods newly named, so it stands apart from the
changes of lines already held.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from hub.assistant.brain.hosting_news import tells_of_a_gathering
from hub.assistant.brain.in_case import without_the_reason
from hub.assistant.brain.needs import names_a_plant_dairy
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.quantities import is_count_word
from hub.assistant.brain.skills import (
    age_marked,
    aside_picks,
    both_shown,
    brand_kinds,
    budget_baskets,
    canned_goods,
    cheapest_in_a_list,
    cheapest_pack,
    choosing,
    described_before,
    kind_of_the_goods_before,
    kind_without,
    lacking_shown,
    named_picks,
    offer_again,
    offer_with_goods,
    offer_words,
    pack_extents,
    pack_set_apart,
    pieces_counted,
    placed_goods_kept,
    plain_kind,
    same_as_ordered,
    shared_counts,
    shown_named,
    shown_packs,
    sized_out,
    told_need_goods,
)
from hub.assistant.brain.skills.cart_denials import denied_goods
from hub.assistant.brain.skills.common import (
    Resolved,
    items_named,
    products_by_ids,
    quiet_products,
    resolve_product,
    unmet_words,
)
from hub.assistant.brain.skills.goods_unsure import (
    ask_which,
    ask_which_too,
    explain_problem,
    one_named_is_out,
)
from hub.assistant.brain.skills.grounding import GROUNDED, another_products_word, grounded_mention
from hub.assistant.brain.skills.held_lines import offer_pending
from hub.assistant.brain.skills.lines import choose_line, of_numbered_size, stock_of
from hub.assistant.brain.skills.own_pack_counts import said_as_the_pack
from hub.assistant.brain.skills.pack_counts import (
    packs_counted,
    packs_when_none_holds_so_many,
    rounded_to_packs,
)
from hub.assistant.brain.skills.varieties import the_variety
from hub.assistant.brain.turn import FOCUS_OF_LIST, FOCUS_OF_SEVERAL, Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

MAX_ITEMS = 10  # products named in one message; a longer list is cut, not refused
# "add them", "حطهم", "ضيفهم", "those please": every item of the list just shown, as "all"
_THEM = Gated(
    r"\b(?:them|those|these|em)\b|(?<!\w)(?:اياهم|هذيل|هذول|هذولا|هاذول)(?!\w)"
    r"|(?<!\w)(?:حط|ضيف|اضف|زيد|عط|عطني|خذ|اخذ|ابي|ابغي|حطي|ضيفي)(?:هم|ها)(?!\w)"
)


# "one of each", "وحده من كل نوع", "wa7id min kil wa7id": every product of the list shown
_EACH = Pattern(
    r"\b(?:(?:one|1|a|two|2|three|3) of each(?: one| kind| of them)?|each (?:one|of them))\b"
    r"|(?<!\w)من كل (?:نوع|وحده|واحد|صنف|واحده|شي)(?!\w)"
    r"|\bmin (?:kil|kul|kel) (?:wa7id|wa7da|wa7ed|no3|shay|shi)\b",
    re.IGNORECASE,
)


def adds_each_shown(turn: Turn) -> bool:
    """Whether "of each" counts the list shown; not when the message lists goods of its own
    ("samboosa cheese and meat, 3 of each" after the coffees), which it counts instead."""
    if not turn.shown() or not _EACH.search(turn.typed_and_read):
        return False
    return len([segment for segment in turn.utterance.segments() if segment.topic]) < 2


async def _add_each_shown(turn: Turn) -> None:
    """One (or the count said) of every product of the list shown that can be bought; of a
    list of several things asked ("9ammoon w 5ubz tanoor"), one of the best of each thing,
    not of every card beside them."""
    quantity = turn.utterance.quantity
    count = int(quantity.amount) if quantity is not None and quantity.unit is None else 1
    each = [pid for pid, _ in turn.picks()] or turn.shown()
    found = await products_by_ids(turn, each)
    items = []
    for pid in each:
        if pid in found:
            variant, _ = choose_line(found[pid], None)
            if stock_of(found[pid], variant) >= count:
                items.append(LineItem(pid, variant, count))
    if not items:
        turn.say("out_of_stock_alone")
        turn.chips("aisles", "offers")
        return
    turn.say("propose_add")
    if len(items) < len(found):
        turn.say("left_out")  # said, never a silent gap in "one of each"
    turn.propose(CartMutation("add_to_cart", tuple(items)))
    turn.chips("cart", "offers", "slots")


def _with_the_focus(turn: Turn, parts: list[Segment]) -> list[Segment]:
    """The message's parts, a count said alone beside another product ("add one and the fresh
    clean wipes too", "حطي وحده و المناديل بعد") standing for the product singled out just
    before (not the first card of a list)."""
    named = [part for part in parts if part.topic]
    if not named or turn.focus() is None or turn.memory.get(FOCUS_OF_LIST):
        return parts
    return [
        Segment(part.quantity, None, [], True, size=part.size)
        if not part.topic
        and not part.ordinal
        and not part.refers_back
        and part.quantity is not None
        and part.quantity.unit is None
        else part
        for part in parts
    ]


async def add_to_cart(turn: Turn, keep: list[LineItem] | None = None) -> None:
    """add 2 milk / add two of those / أضف ٣ موز / أضف اثنين منها / add it. With `keep`,
    the lines of the offer just made come first, and the new offer replaces it."""
    if keep is None and await offer_again.asked(turn):
        offer_again.offer_it(turn)  # "oops wrong button, add it again": the offer as it was
        return
    if keep is None and adds_each_shown(turn):
        await _add_each_shown(turn)  # "add one of each" after the laban
        return
    if keep is None and offer_words.asks_for_the_offer(turn) and await offer_pending(turn):
        # "ok add it", "حطه", "5ala9 7otah" right after the offer: that offer again, as it
        # is, in place of the one pending (never a second line of one more)
        turn.say("propose_add")
        turn.propose(CartMutation("add_to_cart", tuple(turn.proposed)), supersedes=True)
        turn.chips("cart", "offers", "slots")
        return
    if (
        keep is None
        and choosing.pending_change(turn) == "add"
        and (chosen := await choosing.picked(turn)) is not None
    ):
        await _add_picked(turn, chosen)  # "the second one" after "which milk?"
        return
    if (
        keep is None
        and choosing.pending_change(turn) == "add"
        and (fitting := await choosing.narrowed(turn))
    ):
        # "white" after "which bread?": which of the white ones, with the count asked first
        choice = choosing.Choice(None, fitting, "several")
        choosing.ask_which(turn, choice, choosing.pending_count(turn))
        return
    if keep is None and (in_pack := await cheapest_pack.cheapest_in_pack(turn)) is not None:
        # "water, the cheapest one, 6 x 1.5 L": the cheapest of that pack, one of it
        packed, packed_variant = in_pack
        turn.set_focus(packed["_id"])
        turn.say("propose_add")
        card: dict[str, object] = {"kind": "products", "productIds": [packed["_id"]]}
        if packed_variant is not None:
            card["variantIds"] = {packed["_id"]: packed_variant}
        turn.block(card)  # which it is, at its price: the cheapest is no name the shopper said
        turn.remember_shown([packed["_id"]])
        turn.propose(CartMutation("add_to_cart", (LineItem(packed["_id"], packed_variant, 1),)))
        turn.chips("cart", "offers", "slots")
        return
    if await sized_out.said_out(turn):
        # "add pampers size 4" when size 4 is out: said, with the sizes there are; after an
        # offer ("and size 4 diapers too") the offer stands as it was
        return
    wanted = _but_the_count_unwanted(turn, turn.utterance.segments())
    wanted = shown_named.count_after_a_question(turn, wanted)  # "the meid, fresh? add 2 kg"
    apart = bool(_COUNT_SET_APART.search(turn.message.text))
    wanted = pack_set_apart.sized_apart(turn.utterance.tokens, wanted)  # "water, 24 pack"
    parts = await shown_packs.pointed_by_pack(turn, _count_on_its_own(wanted, apart))
    parts = await pack_extents.by_extent(turn, _with_the_focus(turn, parts))
    segments = _it_of_the_named([s for s in parts if s.topic or s.ordinal or s.refers_back])
    # "hosting friends this weekend, i need dates and coffee": the gathering's news is no item
    segments = [s for s in segments if not tells_of_a_gathering(s.topic)] or segments
    segments = without_the_reason(turn.utterance.tokens, segments)  # "as backup"
    segments = described_before.folded(turn, segments)  # "milk, the small ones that..."
    segments = await shown_named.narrowed_to_the_shown(turn, segments)  # "nuwaibi looks good"
    placed: list[LineItem] = []
    if keep is None and (kept := await placed_goods_kept.taken(turn, segments)) is not None:
        # "put it in my cart then, and wipes" after nido 1+ named for a placed order
        placed, segments = kept
        if not segments:
            turn.say("propose_add")
            turn.propose(CartMutation("add_to_cart", tuple(placed)))
            turn.chips("cart", "offers", "slots")
            return
    pair: list[LineItem] = []
    for said in [s for s in segments if both_shown.says_both(s)][:1]:
        # "put both plus cerelac": the two goods just shown, and the rest named beside them
        pair = await both_shown.the_pair(turn, said) or []
        segments = [s for s in segments if s is not said or not pair]
    if pair and not segments:
        turn.say("propose_add")
        turn.propose(CartMutation("add_to_cart", (*(keep or []), *pair)), supersedes=bool(keep))
        turn.chips("cart", "offers", "slots")
        return
    segments = await offer_with_goods.them_and_the_goods(turn, segments)  # "...with 2 pepsi"
    if keep is None and _takes_the_offer_too(turn, segments):
        # "ee 7e6hom bil sallah wa karton mai" right after the watermelons were offered: the
        # offer as it was, with the new item beside it
        keep = list(turn.proposed)
        segments = [s for s in segments if not _bare_them(s)]
    elif (count_asked := turn.asked_count()) is not None:
        # "7e6hom" after "abi 2 ra8i" showed the watermelon: the two asked for
        segments = [Segment(count_asked, None, [], True) if _bare_them(s) else s for s in segments]
    # "ماعدا الملح والثوم": the garlic left out is "والثوم" there, "الثوم" in its segment
    left_out = {word.removeprefix("و") for word in turn.utterance.left_out}
    left_out |= set(turn.utterance.left_out)
    left_out |= denied_goods(turn)
    left_out -= await lacking_shown.lacked_by_a_shown(turn)  # "اللي بدون ملح": a pick
    if left_out:
        # "add all except the salt and garlic, i have those": what is named after "except"
        # is the one thing not to add, whatever else the message points at
        segments = [s for s in segments if s.topic and not set(s.topic) <= left_out]
        if not segments:
            turn.say("add_what")
            turn.chips("aisles", "offers")
            return
    segments = aside_picks.one_picked(turn, segments)  # "put it in, the unsalted one"
    segments = await lacking_shown.picked_by_place(turn, segments)
    segments = await shared_counts.shared_out(turn, segments)
    segments = (await items_named(turn, segments[:MAX_ITEMS]))[:MAX_ITEMS]
    every = turn.utterance.has("ALL") or bool(_THEM.search(turn.message.text))
    if turn.picks() and every and not any(s.topic for s in segments):
        await _add_picks(turn)  # "حطهم كلهم" after "milk, bread and eggs"
        return
    if not segments:
        if turn.focus() is None:
            turn.say("add_what")
            turn.chips("aisles", "offers")
            return
        # "the 1L then, add 2": two of the 1 L, the count and the size in parts of their own
        counts = [
            part.quantity
            for part in turn.utterance.segments()
            if part.quantity is not None and part.quantity.unit is None
        ]
        count = counts[-1] if counts else turn.utterance.quantity
        segments = [Segment(count, None, [], True, size=turn.utterance.size_asked)]
    items: list[LineItem] = []
    problems: list[tuple[str, Resolved]] = []
    unfound: list[str] = []  # in the shopper's words: which of a list is not sold
    ungrounded: list[Resolved] = []  # the words name no product well enough to propose it
    unsure: list[str] = []  # ...and those words, as said
    to_ask: list[tuple[choosing.Choice, Segment]] = []  # they fit several: which one?
    rounded: list[str] = []  # a weight asked that whole packs only come near
    before: tuple[Segment, str] | None = None  # the goods named last, and their product
    by_words: list[tuple[Segment, LineItem]] = []  # each line, by the words that named it
    for segment in segments:
        # "and the meat ones too" after the cheese samboosa: the brand's meat samboosa
        brother = await brand_kinds.brother_named(turn, segment)
        if brother is None and before is not None:
            # "samboosa jibn 2 w la7am 2": the goods' word said once for both kinds
            brother = await kind_of_the_goods_before.brother_of_the_one_before(
                turn, segment, *before
            )
        if brother is None and (ordered := await same_as_ordered.ordered_named(turn, segment)):
            brother, segment = ordered  # "2 labneh, the same as in the order": that one
        # "nido 1+ علبتين" after the nido powder: that age's, whichever is in view
        marked = None if brother else await age_marked.marked_named(turn, segment)
        if marked is None and brother is None:
            # "a chips that's not spicy": of the chips, one that is not
            marked = await kind_without.without_the_kind(turn, segment, left_out)
        plain = False
        if marked is None and brother is None:
            # "add plain galaxy", "the regular big nido": the brand's one of no flavour or age
            marked = await plain_kind.plain_named(turn, segment)
            plain = marked is not None  # named so: that one, whichever card led the list
        if marked is None and brother is None:
            # "and some bread she can eat": a bread that keeps the diet told, or none said
            told = await told_need_goods.kept_to_the_need(turn, segment)
            if told is False:
                continue
            marked = None if told is True else told
        if marked is not None:
            brother, segment = marked
        if brother is None and (cheapest := await cheapest_in_a_list.cheapest_of(turn, segment)):
            brother = cheapest  # "and the cheapest labneh": the labneh of the lowest price
            segment = replace(segment, topic=cheapest_in_a_list.kind_words(segment))
        if brother is None and (canned := await canned_goods.canned_named(turn, segment)):
            brother = canned  # "and canned hummus": the hummus of the canned aisle
            segment = replace(segment, topic=canned_goods.food_words(segment))
        if brother is None and len(segments) == 1:
            # "the kuwaiti, 2" after the coffees: the one of the list its words name, or
            # which of those, never goods of the whole store ("Kuwaiti bread")
            of_the_list = await named_picks.counted_of_the_shown(turn)
            if len(of_the_list) > 1:
                to_ask.append((choosing.Choice(None, of_the_list, "several"), segment))
                continue
            brother = next(iter(of_the_list), None)
        variety = brother if marked else None
        if brother is None and len(segment.topic) > 1 and turn.shown():
            # "2 chili lemon" after the Lay's: the one variety of the list its name says
            shown = await quiet_products(turn, turn.shown())
            variety = next(iter(the_variety(shown, segment.topic)), None)
            # named as its name is spelt, it is found and its pack chosen as any other
            if variety is not None and unmet_words(segment.topic, [variety]):
                brother = variety
            else:
                variety = None
        resolved = Resolved(brother) if brother else await resolve_product(turn, segment)
        product = resolved.product
        if product is None:
            problems.append((resolved.problem or "products_none", resolved))
            if segment.topic and resolved.problem in (None, "products_none"):
                unfound.append(" ".join(segment.topic))
            continue
        score = GROUNDED if brother else grounded_mention(turn, segment, product)
        if score < 1.0 and names_a_plant_dairy(" ".join(segment.topic)):
            # "almond milk" where no product is: not sold, never a cow's milk to pick
            problems.append(("products_none", resolved))
            unfound.append(" ".join(segment.topic))
            continue
        if score < GROUNDED or (
            not brother and await another_products_word(turn, segment, product)
        ):
            ungrounded.append(resolved)
            unsure.append(" ".join(segment.topic))
            continue
        choice = (
            choosing.Choice(product, [product], "words")
            if plain
            else await (
                choosing.choose(turn, segment, resolved)
                if segment.topic and variety is None
                else choosing.of_the_list(turn, segment, product)
            )
        )
        if choice.product is None:
            to_ask.append((choice, segment))
            continue
        if choice.product is not product:
            product = choice.product
            if segment.topic:
                grounded_mention(turn, segment, product)
        segment = packs_when_none_holds_so_many(product, segment)
        segment = said_as_the_pack(product, segment, turn.utterance.raw)
        # a pack named with the count ("2 milk 2 litre"), or, for "add 2" of what was just
        # shown, the pack it was asked in ("the 2 litre one")
        measured = segment.quantity is not None and segment.quantity.unit is not None
        size = segment.size or (None if segment.topic or measured else turn.asked_size())
        variant_id, units = choose_line(
            product, segment.quantity, segment.topic or turn.asked_words(), size
        )
        if (named := choosing.pack_named(choice, product, variant_id)) is not None:
            variant_id, units = named, packs_counted(segment.quantity)  # "the small carton"
        numbered = of_numbered_size(product, turn.utterance.size_number or 0)
        if numbered is not None and numbered is not product:  # "pampers size 2": that size
            variant_id = numbered["_id"]
            units = 1 if segment.quantity is None else max(1, int(segment.quantity.amount))
        # "2 avocados" of a pack of two: one pack; "كيلو ثنين" of a 1 kg box: two, said so
        units, summed = pieces_counted.counted_as_said(turn, product, variant_id, segment, units)
        if summed is not None:
            rounded.append(summed)
        available = stock_of(product, variant_id)
        if available <= 0:
            problems.append(("out_of_stock", resolved))
        elif units > available:
            problems.append(("not_enough", resolved))
        else:
            items.append(LineItem(product["_id"], variant_id, units))
            by_words.append((segment, items[-1]))
            turn.set_focus(product["_id"])
            before = (segment, str(product["_id"]))
            if (note := rounded_to_packs(turn, product, variant_id, segment, units)) is not None:
                rounded.append(note)
    if turn.budget is not None and keep is None and not (placed or pair):
        # "ابي رز ودجاج وطماط بحدود ٢ دينار": of goods that come in several kinds, the
        # cheapest, as the budget asks, rather than a question of which
        for choice, segment in list(to_ask):
            if (line := budget_baskets.cheapest_line(choice.fitting, segment)) is not None:
                items.append(line)
                by_words.append((segment, line))
                to_ask.remove((choice, segment))
    budgeted = turn.budget is not None and bool(items) and not (keep or placed or pair)
    cheaper = False
    if budgeted:
        # "milk, bread and eggs, under 1 kd": within it, or said that it cannot be
        within = await budget_baskets.kept_to_budget(turn, by_words)
        items, cheaper = within if within is not None else ([], False)
    if items or placed:
        if len(items) > 1:
            turn.memory[FOCUS_OF_SEVERAL] = True  # "2 milk and 3 bananas": neither alone
        turn.remember_size()  # "the 30 pack" proposed: "add 2 of them" is two of that pack
        turn.say("propose_add")
        if budgeted:
            await budget_baskets.say_the_total(turn, items, cheaper=cheaper)
        for note in rounded:  # "كيلو ونص" of a lamb sold by the kilo: two kilos, said so
            turn.text_block(note)
        lines = _once_each((*(keep or []), *placed, *pair, *items))
        turn.propose(CartMutation("add_to_cart", lines), supersedes=bool(keep))
    if to_ask:
        (first, segment), *rest = to_ask
        choosing.ask_which(turn, first, segment.quantity, chips=False)
        # "milk and rice": which rice is asked next; "brown bread and garlic sauce": the
        # sauce no product is named well enough is asked of too, never dropped unsaid
        also = [" ".join(s.topic) for _, s in rest] + [words for words in unsure if words]
        if also:
            turn.say("also_which")
            turn.text_block(("، " if turn.language == "ar" else ", ").join(also))
    elif ungrounded and not items and not await one_named_is_out(turn, ungrounded):
        ask_which(turn, ungrounded)
    for problem, resolved in problems:
        if not (items and unfound and problem == "products_none"):
            await explain_problem(turn, problem, resolved)
    if items and unfound:  # "...وكيس فحم": the rest is proposed, this is said by name
        turn.say("some_not_sold")
        turn.text_block(("، " if turn.language == "ar" else ", ").join(unfound))
    if items and not to_ask and ungrounded:
        # "add milk and bread for tomorrow morning" with the bread not made out: the milk is
        # proposed and the breads it may be are shown to pick from, never dropped unsaid
        ask_which_too(turn, ungrounded)
    asked = choosing.choice_chips(turn, to_ask[0][0]) if to_ask else []
    turn.chips(*asked, "cart", "offers", "slots")


def _bare_them(segment: Segment) -> bool:
    """ "them", "it", "حطهم": what was just talked about, with no count or name of its own."""
    bare = not segment.topic and not segment.ordinal and segment.quantity is None
    return segment.refers_back and bare


def _it_of_the_named(segments: list[Segment]) -> list[Segment]:
    """ "abgha 7aleeb o 7o6a", "ground cumin, add it", "ابي كمون وحطه": a bare "it" after
    goods named in the same message is those goods, one line, not a second one of them."""
    kept: list[Segment] = []
    for segment in segments:
        if kept and kept[-1].topic and _bare_them(segment):
            continue
        kept.append(segment)
    return kept


def _takes_the_offer_too(turn: Turn, segments: list[Segment]) -> bool:
    return (
        turn.proposed_change == "add_to_cart"
        and bool(turn.proposed)
        and any(_bare_them(segment) for segment in segments)
        and any(segment.topic for segment in segments)
    )


# The last clause a count of a few words after a comma: "smarties, 3 of them", "سمارتيز، ٣ منها"
_COUNT_SET_APART = Pattern(r"[,،]\s*\S+(?:\s+\S+){0,2}\s*$")


def _picks_counted_inside(segments: list[Segment]) -> list[Segment]:
    """ "the first one, add 2. and a pack of arabic bread", "الاول، حط ٢ وباكيت خبز": a bare
    count right after a pick from the list is of the one picked, wherever in the message, never
    a line of its own; the goods after them stay lines of their own."""
    kept: list[Segment] = []
    for segment in segments:
        last = kept[-1] if kept else None
        if (
            last is not None
            and last.ordinal is not None
            and last.quantity is None
            and not last.topic
            and segment.quantity is not None
            and segment.quantity.unit is None
            and not segment.topic
            and segment.ordinal is None
        ):
            kept[-1] = Segment(segment.quantity, last.ordinal, [], True, last.size)
            continue
        kept.append(segment)
    return kept


def _count_on_its_own(segments: list[Segment], apart: bool = False) -> list[Segment]:
    """ "kdd milk, 3", "الحليب المراعي، ثنتين": a count alone after the goods is theirs, as is
    one after a pick from the list ("the 2nd one, 3 of them") or after "it" ("put it in the
    cart, 2");
    "oranges, a kilo" is their amount. After a pack's size ("almarai 2 litre, 3 of them",
    "المراعي ٢ لتر، ٣ حبات", "2 litir, 2 7abat") the count is of that pack: one line, never a
    second one of whatever was shown first."""
    if len(segments) < 2:
        return segments
    segments = _picks_counted_inside(segments)
    if len(segments) < 2:
        return segments
    *rest, named, counted = segments
    if counted.topic and all(_packs_of_it(word) for word in counted.topic):
        # "the smooth galaxy, 4 bars": the bars are the goods just named, counted
        counted = Segment(counted.quantity, counted.ordinal, [], counted.refers_back, counted.size)
    if counted.topic or counted.ordinal or counted.quantity is None:
        return segments
    if named.ordinal is not None and named.quantity is None and not named.topic:
        # "the second one, add 2 of them": the count is of the one pointed at, never a line
        # of its own of whatever the list showed
        return [*rest, Segment(counted.quantity, named.ordinal, [], True, named.size)]
    if named.ordinal is not None or named.size is not None:
        return segments
    if named.quantity is None:
        if not named.topic and named.refers_back and not counted.refers_back:
            # "put it in the cart, 2", "حطه بالسله، ٢": the count is of what "it" points at
            return [*rest, Segment(counted.quantity, None, [], True)]
        # "and smarties, 3 of them": set apart by a comma, "them" is the goods just named
        # ("milk and 2 of those" may be of the list shown)
        if (counted.refers_back and not apart) or not named.topic:
            return segments
        return [*rest, Segment(counted.quantity, None, named.topic, named.refers_back)]
    if named.quantity.unit in (None, "pc") or counted.quantity.unit is not None:
        return segments
    # of the goods in view when none are named
    pointing = named.refers_back or counted.refers_back or not named.topic
    return [*rest, Segment(counted.quantity, None, named.topic, pointing, named.quantity)]


# "2 not 3", "٢ مو ٣", "2 instead of 3": the count after these is the one not wanted
_NOT = frozenset({"not", "مو", "مب", "mu", "mo", "of"})


def _but_the_count_unwanted(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """The message's parts less a count said only as the one not wanted ("the chips 2 not 3
    and a galaxy caramel"): never a line of its own, nor the count of the goods before it."""
    tokens = turn.utterance.tokens
    unwanted = {
        float(token)
        for before, token in itertools.pairwise(tokens)
        if before in _NOT and token.isdigit()
    }
    return [
        part
        for part in segments
        if part.topic
        or part.ordinal
        or part.quantity is None
        or part.quantity.unit is not None
        or part.quantity.amount not in unwanted
    ]


_BARS = frozenset({"bar", "bars", "piece", "pieces"})


def _packs_of_it(word: str) -> bool:
    """A word of what goods come in ("bags", "bars", "علب"), naming no goods of its own."""
    return is_count_word(word) or word in _BARS


async def _add_picks(turn: Turn) -> None:
    picks = turn.picks()
    found = await products_by_ids(turn, [pid for pid, _ in picks])
    items = [LineItem(pid, *choose_line(found[pid], asked)) for pid, asked in picks if pid in found]
    turn.say("propose_add")
    turn.propose(CartMutation("add_to_cart", tuple(items)))
    turn.chips("cart", "offers", "slots")


async def _add_picked(turn: Turn, product: Record) -> None:
    """The product picked from those just offered to pick from, with the count the request
    was made with unless the pick says another ("the second one, 3 please")."""
    u = turn.utterance
    # "one" of "the low fat one" points; it counts nothing
    counted = choosing.counts(turn)
    quantity = u.quantity if counted else choosing.pending_count(turn)
    size = u.size_asked or (quantity if quantity is not None and quantity.unit else None)
    variant_id, units = choose_line(product, quantity, u.topic, size)
    numbered = of_numbered_size(product, u.size_number or 0)
    if numbered is not None and numbered is not product:  # "size 3" of the nappies
        variant_id = numbered["_id"]
    available = stock_of(product, variant_id)
    if available <= 0 or units > available:
        await explain_problem(
            turn, "out_of_stock" if available <= 0 else "not_enough", Resolved(product)
        )
        turn.chips("cart", "offers")
        return
    turn.say("propose_add")
    turn.propose(CartMutation("add_to_cart", (LineItem(product["_id"], variant_id, units),)))
    turn.set_focus(product["_id"])
    turn.chips("cart", "offers", "slots")


def _once_each(lines: tuple[LineItem, ...]) -> tuple[LineItem, ...]:
    """One line per pack: "i need more wipes, same pampers ones. 2" names the wipes twice,
    once counted; the larger count is the one meant, never two lines of one pack."""
    kept: dict[tuple[str, str | None], LineItem] = {}
    for line in lines:
        key = (line.productId, line.variantId)
        held = kept.get(key)
        if held is None or line.quantity > held.quantity:
            kept[key] = line
    return tuple(kept.values())
