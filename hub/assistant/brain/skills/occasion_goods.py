"""Goods for an occasion, across the aisles: "bbq this weekend what do i need", "birthday
party for 20 kids what snacks", "حفلة عيد ميلاد ولدي شو اشتري", "3indi shawi bukra".

A shop assistant asked what to buy for a barbecue walks the shopper past the meat, the bread,
the vegetables and the drinks, not to one product that shares a word with the message. Each
occasion has the kinds of goods it is shopped for, each kind a few words the shelves are
searched by; what the store does not stock (charcoal, paper plates) finds nothing and is left
out. When the shopper names a kind ("what snacks", "شو مشروبات"), only that kind is shown.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.occasions import goods_for_an_occasion, shopped_for, shops_for_an_occasion
from hub.assistant.brain.skills import occasion_amounts, occasion_named_goods, offer_asks
from hub.assistant.brain.skills.cards import not_found, show_products
from hub.assistant.brain.skills.common import search, unmet_words
from hub.assistant.brain.skills.dietary import meets
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.turn import Turn
from hub.text import words

# The kinds of goods each occasion is shopped for, each searched by its words (English, the
# catalogue's keywords in both languages holding them)
_GOODS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "bbq": (
        ("meat", ("lamb chops", "kofta", "chicken wings", "steak", "shawarma", "burger")),
        ("grill", ("charcoal", "skewers", "foil", "lighter")),
        ("bread", ("arabic bread", "burger buns")),
        ("vegetables", ("tomatoes", "onions", "lemons", "green chillies")),
        ("sauces", ("ketchup", "hummus")),
        ("drinks", ("soft drinks", "water", "juice")),
        ("tableware", ("disposable plates", "paper cups", "napkins", "garbage bags")),
    ),
    "party": (
        ("snacks", ("chips", "chocolate", "candy", "sweets")),
        ("drinks", ("juice", "soft drinks", "water")),
        ("cake", ("cake", "ice cream", "baklava")),
        ("savoury", ("cheese samboosa", "nuggets", "fatayer")),
        ("tableware", ("disposable plates", "paper cups", "napkins", "garbage bags")),
    ),
    "welcome": (
        ("dates", ("dates", "date maamoul")),
        ("coffee", ("arabic coffee", "cardamom", "saffron")),
        ("sweets", ("baklava", "chocolate")),
        ("nuts", ("mixed nuts", "pistachios")),
    ),
    "gergean": (
        ("sweets", ("chocolate", "candy", "toffee")),
        ("nuts", ("mixed nuts", "pistachios", "cashews")),
    ),
    "iftar": (
        ("dates", ("dates",)),
        ("drinks", ("vimto", "laban", "juice", "water")),
        ("savoury", ("cheese samboosa", "meat samboosa", "spring rolls")),
        ("soup", ("red lentils", "harees", "oats")),
        ("sweets", ("baklava", "creme caramel")),
    ),
    "outing": (
        ("snacks", ("chips", "chocolate", "dates", "nuts")),
        ("drinks", ("water", "juice", "soft drinks")),
        ("food", ("arabic bread", "tuna", "cheese", "fruit")),
        ("tableware", ("disposable plates", "napkins", "garbage bags")),
    ),
    "breakfast": (
        ("eggs", ("eggs",)),
        ("bread", ("arabic bread", "toast bread", "croissant")),
        ("cheese", ("cheese", "labneh")),
        ("spreads", ("jam", "honey", "peanut butter")),
        ("cereal", ("oats", "cereal")),
        ("drinks", ("tea", "milk", "juice")),
        ("fruit", ("bananas",)),
    ),
    # a household's week or month: the staples of its days' meals
    "staples": (
        ("bread", ("arabic bread", "toast bread")),
        ("dairy", ("milk", "laban")),
        ("eggs", ("eggs",)),
        ("rice", ("rice",)),
        ("chicken", ("fresh chicken",)),
        ("vegetables", ("tomatoes", "onions", "cucumbers")),
        ("fruit", ("bananas", "apples")),
        ("cheese", ("cheese", "labneh")),
        ("cooking", ("oil",)),
        ("water", ("water",)),
    ),
    "school": (
        ("snacks", ("biscuits", "chips", "chocolate")),
        ("drinks", ("juice", "laban", "water")),
        ("food", ("cheese", "toast bread", "croissant")),
        ("fruit", ("apples", "bananas")),
    ),
}
# The kind a shopper may ask for by name, to the kinds of goods shown for it
_ASKED_KINDS: dict[str, frozenset[str]] = {
    word: frozenset(kinds.split())
    for words_, kinds in (
        ("snacks snack nibbles chips crisps سناكات سناك نقرشات شيبس", "snacks savoury"),
        ("sweets sweet candy dessert desserts cake حلويات حلو حلا كيك كيكه", "snacks cake sweets"),
        ("drinks drink beverages juice juices soda مشروبات مشروب عصير عصاير عصيرات", "drinks"),
        ("meat meats لحم لحوم ذبيحه", "meat grill"),
        ("plates cups napkins tableware صحون اكواب مناديل", "tableware"),
    )
    for word in words(words_)
}
_PER_KIND = 3  # of each kind, the first in stock of its words: one list across the aisles


def kinds_shopped_for(text: str) -> list[tuple[str, ...]]:
    """The kinds of goods (each by its search words) of the occasion or the meal the
    (normalised) message shops for, in their order; none when it names none."""
    occasion = shopped_for(text)
    if occasion is None or occasion not in _GOODS:
        return []
    # "snacks for the party": only that kind of its goods
    asked = frozenset().union(*(_ASKED_KINDS.get(word, frozenset()) for word in words(text)))
    kinds = [terms for kind, terms in _GOODS[occasion] if not asked or kind in asked]
    return kinds or [terms for _, terms in _GOODS[occasion]]


async def answer(turn: Turn) -> bool:
    """Shows the goods of the occasion the message shops for; False when it names none."""
    text = turn.message.for_model
    occasion = shopped_for(text)
    if occasion is None or occasion not in _GOODS:
        return False
    asked = frozenset().union(*(_ASKED_KINDS.get(word, frozenset()) for word in words(text)))
    # (the guests' table, "gdoo3", "ضيافه", is itself the goods wished: its own list)
    if (
        not asked
        and occasion != "welcome"
        and await occasion_named_goods.answer(turn, frozenset(_ASKED_KINDS))
    ):
        return True  # "guests tonight, need good dates": the dates, not the party's list
    if not (shops_for_an_occasion(text) or goods_for_an_occasion(text)):
        return False
    if occasion in ("breakfast", "staples") and turn.budget is not None:
        return False  # "معاي ٣ دنانير ابي اغراض فطور": the breakfast the budget buys
    kinds = [(kind, terms) for kind, terms in _GOODS[occasion] if not asked or kind in asked]
    # "عزيمه ١٥ شخص": the food a person eats, in its amount for that many, heads the list
    people = occasion_amounts.people_of(turn)
    rules = occasion_amounts.portions_for(occasion, text) if people and not asked else ()
    listed = {kind for kind, _ in kinds}  # a barbecue's own meat is its grill's
    kinds = [(p.food.en, (p.goods,)) for p in rules if p.food.en not in listed] + kinds
    # "my son has a nut allergy, snacks for his lunchbox": only goods whose label says so
    need = need_of(text)
    shown: list[str] = []
    for _, terms in kinds or _GOODS[occasion]:
        of_kind: list[str] = []
        for term in terms:
            hits = await search(turn, term)
            # every word of it held: "disposable plates" is no disposable nappy
            held = [
                hit
                for hit in hits
                if not unmet_words(term.split(), [hit]) and (not need or meets(hit, need))
            ]
            stocked = [hit["_id"] for hit in held if in_stock(hit) and hit["_id"] not in shown]
            of_kind += stocked[:1] if len(kinds) > 1 else stocked[:2]
        shown += list(dict.fromkeys(of_kind))[: _PER_KIND if len(kinds) > 1 else 2 * _PER_KIND]
    if not shown:
        not_found(turn)
        return True
    # "ghabga items" while a ghabga offer runs: the offer, with the terms it is taken on
    offers = await turn.call("offers", turn.store.offers) or []
    running = offer_asks.for_the_occasion(offers, occasion)
    if running:
        offer_asks.say_conditions(turn, running)
        turn.block({"kind": "offers", "offerIds": [offer["_id"] for offer in running]})
    if rules and people:
        occasion_amounts.say_amounts(turn, rules, people)
    phrase = f"occasion_{occasion}"
    if people:  # the count said is never asked again
        phrase = "occasion_counted" if rules else "occasion_counted_plain"
    show_products(turn, shown, phrase if not asked else "occasion_asked")
    return True
