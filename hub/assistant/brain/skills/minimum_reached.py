"""Whether the cart has reached the minimum order, asked: "did we reach the minimum or not
yet", "وصلنا الحد الادنى؟", "wasalna el minimum wla ba3d?".

Answered with the rules alone, the shopper is left to add up the cart against every zone's
minimum. The cart's products (what the minimum is counted on) are weighed against the
minimum of its area: the one set on the cart, else the one named or talked of, else a signed-in
shopper's first saved address. With no area known, the products' sum is said with the rule,
and the area asked for.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.area_fee_said import area_figures
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.delivery import area_in_talk, area_read_or_typed
from hub.assistant.brain.skills.faq import rule_card
from hub.assistant.brain.skills.fee_by_address import saved_address_area
from hub.assistant.brain.turn import AREA, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.text import words

_MINIMUM = r"(?:minimum|min order|الحد الادنى|الحد الأدنى|حد ادنى|الادنى|مينيمم)"
_REACHED = Bilingual(
    r"\b(?:reach(?:ed)?|hit|meet|met|made|make|enough for|over|above|past|pass(?:ed)?|below"
    rf"|under|short of)\b[^.?!]{{0,25}}\b{_MINIMUM}\b"
    rf"|\b{_MINIMUM}\b[^.?!]{{0,25}}\b(?:reached|met|yet|covered|ok|okay)\b",
    # Arabizi "wasalna", "wa9alna" reach here read "وسلنا", "وصلنا"
    r"(?<!\w)(?:وصلنا|وسلنا|وصلت|وسلت|وصلناه|وصلته|تعدينا|عدينا|تعديت|عديت|بلغنا|بلغت|غطينا"
    r"|كملنا)"
    rf"(?!\w)[^.؟?!]{{0,25}}{_MINIMUM}",
)
_THE_RULE = words("is there a minimum order")


def asked(turn: Turn) -> bool:
    return _REACHED.search(turn.typed_and_read.lower()) is not None


async def _area(turn: Turn, cart: Record) -> Record | None:
    """The cart's area, else one named or talked of, else the first saved address's."""
    if isinstance(cart.get("deliveryArea"), dict):
        return dict(cart["deliveryArea"])
    area = await area_read_or_typed(turn) or await area_in_talk(turn)
    if area is None and turn.customer_id:
        account = await turn.store.account(turn.customer_id)
        found = await saved_address_area(turn, account)
        area = found[1] if found is not None else None
    return area


async def answer(turn: Turn) -> None:
    """The cart's products against its area's minimum: reached, or how much more."""
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    turn.say("minimum_against_cart")
    subtotal = int(cart.get("subtotal") or 0)
    area = await _area(turn, cart)
    if area is None:
        turn.text_block(figures("minimum_no_area", turn.language, subtotal=kwd_text(subtotal)))
        await rule_card(turn, _THE_RULE)
        turn.chips("cart", "slots")
        return
    minimum = int(area.get("minOrder") or 0)
    said = {**area_figures(area), "subtotal": kwd_text(subtotal)}
    if not cart_lines(cart):
        turn.text_block(figures("minimum_cart_empty", turn.language, **said))
    elif subtotal >= minimum:
        turn.text_block(figures("minimum_reached", turn.language, **said))
    else:
        more = kwd_text(minimum - subtotal)
        turn.text_block(figures("minimum_short", turn.language, more=more, **said))
    turn.memory[AREA] = area["_id"]
    turn.block({"kind": "cart_summary"})
    turn.chips("cart", "slots")
