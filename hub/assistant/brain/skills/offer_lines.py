"""The lines of a proposal still pending, as a correction names them: the words each line
is known by (its product's names and keywords, its pack's), how surely a shopper's word names
one, the sibling product a word names in a line's place ("brown" of the white eggs, "خلاص" of
the Sukkari), and the pack and count a corrected line takes.

Kept apart from the reading of the correction (`offer_edits`) because other follow-ups may
weigh a word against an offered line the same way.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.common import names_of, quiet_search
from hub.assistant.brain.skills.lines import choose_line, units_for, variant_of_size
from hub.assistant.brain.skills.own_label import same_maker
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import find_variant
from hub.storefront.port import LineItem
from hub.text import words


def line_words(product: Record, variant_id: str | None, *, keywords: bool = True) -> list[str]:
    """The words a line is named by: its product's names and keywords, and its pack's. A
    keyword may be a sibling's ("بيض بني" among the white eggs'), so a word said in place
    of the line's own is weighed against its names alone."""
    texts = [*matching.name_texts(product), *(matching.keywords_of(product) if keywords else [])]
    variant = find_variant(product, variant_id) if variant_id else None
    if variant is not None:
        texts += matching.name_texts(variant)
    return [word for text in texts for word in words(text) if not word.isdigit()]


def names(token: str, own: list[str]) -> bool:
    return len(token) > 1 and any(matching.same_word(token, word) for word in own)


def naming(token: str, own: list[str]) -> int:
    """2 for a word of the line as spelt, 1 for one near it: "البيض" (the eggs) is the eggs'
    own word and only near the white bread's "ابيض" (white)."""
    if len(token) < 2:
        return 0
    if any(matching.same_word_as_spelt(token, word) for word in own):
        return 2
    return 1 if names(token, own) else 0


def named_lines(tokens: list[str], owns: list[list[str]]) -> list[int]:
    """The lines the tokens name best, by how surely each word names each line."""
    hits = [sum(naming(token, own) for token in tokens) for own in owns]
    best = max(hits, default=0)
    return [n for n, hit in enumerate(hits) if hit == best] if best else []


def label(product: Record, variant_id: str | None) -> dict[str, str]:
    name = names_of(product)
    variant = find_variant(product, variant_id) if variant_id else None
    if variant is None or not (product.get("variants") or []):
        return name
    pack = names_of(variant)
    return {lang: f"{name[lang]} ({pack[lang]})" for lang in ("en", "ar")}


async def sibling(turn: Turn, product: Record, old: list[str], new: list[str]) -> Record | None:
    """The product of the same brand or aisle the new words name in place of the old ones:
    the offered name with its old word swapped for the new ("Large White Eggs" read as
    "Large Brown Eggs", "تمر سكري القصيم" as "تمر خلاص القصيم"), searched quietly."""
    own = line_words(product, None, keywords=False)
    for token in new:
        if names(token, own):
            continue
        queries = []
        for text in matching.name_texts(product):
            parts = words(text)
            swapped = [token if any(matching.same_word(o, p) for o in old) else p for p in parts]
            queries.append(" ".join(swapped if swapped != parts else [token, *parts]))
        # ...or the word with the kind the product is sold as: "البني بيض"
        kinds = matching.name_texts(product, "keywords")
        queries += [f"{token} {kind}" for kind in kinds[:1] + kinds[-1:]]
        kind = [
            w for w in _english_words(product) if not any(matching.same_word(o, w) for o in old)
        ]
        akin: list[Record] = []
        for query in queries:
            for hit in await quiet_search(turn, query):
                hit_words = [w for t in matching.name_texts(hit) for w in words(t)]
                if hit["_id"] == product["_id"] or not names(token, hit_words):
                    continue
                if hit.get("categoryId") == product.get("categoryId"):
                    return hit
                if same_maker(hit, product) and _a_kind_kept(_english_words(hit), kind, product):
                    akin.append(hit)
        if akin:
            return akin[0]
    return None


def _a_kind_kept(hit_words: list[str], kind: list[str], product: Record) -> bool:
    """Whether a product of another aisle still is the line's kind: "Brown Arabic Bread"
    keeps the white bread's "bread"; "Whole Wheat Flour" of the same brand keeps only the
    brand's name, and is another kind of goods."""
    brand = set(str(product.get("brandId") or "").lower().split("-"))
    return any(names(word, hit_words) for word in kind if word not in brand and len(word) > 2)


def _english_words(product: Record) -> list[str]:
    name = product.get("name")
    text = name.get("en") if isinstance(name, dict) else name
    return words(text) if isinstance(text, str) else []


def counted(quantity: Quantity | None) -> int | None:
    if quantity is None or quantity.unit is not None or quantity.amount < 1:
        return None
    return int(quantity.amount) if float(quantity.amount).is_integer() else None


def put(product: Record, line: LineItem, said: Quantity | None) -> tuple[str | None, int]:
    """The pack and count of `product` for a line corrected with `said`: a count that is a
    pack's pieces ("30 still", "15 not 30") is that pack, the line's count kept; a measure
    ("2 L") is the pack of that size when one is sold, else units of the line's pack; a bare
    count is the count."""
    variant = line.variantId
    if said is None:
        return variant, line.quantity
    if said.unit is None:
        sized = variant_of_size(product, Quantity(said.amount, "pc"))
        if sized is not None:
            return str(sized["_id"]), line.quantity
        return variant, counted(said) or line.quantity
    sized = variant_of_size(product, said)
    if sized is not None:
        return str(sized["_id"]), line.quantity  # "the 2 L milk": that pack, so many of it
    if variant is not None and find_variant(product, variant) is not None:
        return variant, max(1, units_for(product, variant, said))
    return choose_line(product, said)
