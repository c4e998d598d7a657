"""One turn in progress: what the skills use to call tools, speak, and show cards.

A skill never builds events itself. It calls the store through `Turn.call` (which announces
`tool_start`/`tool_end` with a per-turn call id and an honest `ok`), speaks through
`Turn.say` (fixed phrases only, streamed in word-sized pieces), and shows cards through
`Turn.block`. The events reach the stream as they happen, not when the skill finishes.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from hub.assistant.brain import replies
from hub.assistant.brain.blessings import without_manners
from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.normaliser import (
    Normalised,
    leans_arabizi,
    leans_arabizi_by_a_word,
    leans_english,
    mostly_english,
    normalise_message,
    says_no_language,
    starts_in_arabizi,
    thanks_in_arabizi,
)
from hub.assistant.brain.opener_spellings import as_meant
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.question_asides import without_an_aside
from hub.assistant.brain.swap_reasons import without_a_liking_reason
from hub.assistant.brain.text_speak import english_shorthand
from hub.assistant.brain.utterance import Utterance, reply_language, without_a_childs_measure
from hub.assistant.events import (
    BlockOut,
    BrainEvent,
    HandedOff,
    Proposal,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnInput,
    Withdrawn,
)
from hub.catalogue import Language, say
from hub.errors import HubError
from hub.storefront.port import CartMutation, LineItem, Storefront

log = logging.getLogger(__name__)

T = TypeVar("T")

_PIECE = Pattern(r"\S+\s*")
_WORDS_PER_DELTA = 3

# Memory keys (the actor persists `TurnInput.memory` with the conversation).
SHOWN = "shownProductIds"
FOCUS = "focusProductId"
RECIPE = "recipeId"
SERVINGS = "recipeServings"
ORDER = "orderId"
# The orders a reply offered to choose from, and the request it was for: `{request, ids}`
ORDER_CHOICE = "orderChoice"
AREA = "areaId"  # the delivery area last talked about
BRANCHES = "branchIds"  # the branches a reply named, for "and their number?"
AREA_CARD = "areaCardShown"  # the previous reply showed an area's delivery card
SLOT_DAYS = "slotDays"  # the days whose delivery windows the previous reply showed
INTENT = "lastIntent"
PROPOSED = "proposedLines"  # what the previous turn offered to add: [[product, variant, n]]
PROPOSED_CHANGE = "proposedChange"  # the kind of change the previous turn proposed, if any
# How many of each offered line the cart held when it was offered: [[product, variant, n]]
PROPOSED_OVER = "proposedOver"
# The lines the previous turn proposed, of any kind that puts goods in the cart (an add, a
# recipe's goods, an order again), with what the proposal carries: {type, items, params}
PENDING = "pendingOffer"
_PENDING_KINDS = frozenset({"add_to_cart", "add_recipe_to_cart", "reorder"})
PICKS = "pickedIds"  # the best product of each thing a list asked for ("milk, bread, eggs")
ASKED_SIZE = "askedSize"  # the pack the products were asked in: [amount, unit]
LANGUAGE = "language"  # the language the last reply was in
BALANCE_OF = "balanceOf"  # what a balance question asked of: "wallet" or "points"
ORDER_SAID = "orderSaid"  # what the last reply said of the order still to come in talk
PROBLEM = "problem"  # what a complaint was about: "refund", "late" or "conduct"
ASKED = "askedWords"  # the words that brought the products shown ("hamour fillet")
SUBSTITUTED = "substitutedWords"  # the food a substitute was just given for ("saffron")
DECISION = "decision"  # how the last message was read, with its scores (the inspector shows it)
# The cart request kept while the shopper picks which of the products shown they meant
CHOOSING = "choosingFor"
# The product in focus is only the first of a list shown, not one the shopper singled out
FOCUS_OF_LIST = "focusOfList"
# The product in focus is only the last of several named at once ("2 milk and 3 bananas"),
# so a count said next names none of them
FOCUS_OF_SEVERAL = "focusOfSeveral"
# The offers a reply showed, until a later reply shows products: "use the bbq one"
SHOWN_OFFERS = "shownOfferIds"
# The reply just before showed or talked of offers: a bare "apply it" goes ahead with them
OFFERS_LAST = "offersLast"
# The policies the reply just before showed: "is it worth it" right after Fresh Pro's
POLICIES_LAST = "policiesLast"
SHOWN_WANTED = "shownWanted"  # the list shown answered "I want ...", not only "do you have"
ASKED_COUNT = "askedCount"  # how many the list shown was asked for: "abi 2 ra8i"
ADDING = "addingInTalk"  # the conversation has asked to put goods in the cart
_MAX_SHOWN = 12
_PROSE_CARDS = frozenset({"faq"})


def _proposed_lines(value: Any) -> list[LineItem]:
    if not isinstance(value, list):
        return []
    return [
        LineItem(str(line[0]), line[1] if isinstance(line[1], str) else None, int(line[2]))
        for line in value
        if isinstance(line, list) and len(line) == 3
    ]


class ToolFailed(Exception):
    """A store call raised; the turn answers with an apology and an error card."""

    def __init__(self, tool: str, status_message: str) -> None:
        super().__init__(f"{tool}: {status_message}")
        self.tool = tool
        self.status_message = status_message


def _has_result(result: Any) -> bool:
    return bool(result)


class Turn:
    def __init__(self, store: Storefront, turn: TurnInput, emit: Callable[[BrainEvent], None]):
        self.store = store
        self.input = turn
        self.memory = turn.memory
        self.message: Normalised = normalise_message(turn.text)
        written = self.message.text  # "okay thanks" is English though its manners are set aside
        # "how many in the pants? my son weighs 13 kg": a question about the pants alone;
        # "salam, abi 3 kilo 6ama6 w ma3a salama": the request, less its manners
        said = without_manners(without_a_childs_measure(self.message.text))
        # "swap the red lentils for the yellow, my wife prefers them": the swap alone
        said = without_a_liking_reason(as_meant(said))
        # "is there a code for baby stuff? i remember there was one", "and the fee? 1 kd is
        # alot": the question alone
        said = without_an_aside(turn.text, said)
        self.message = Normalised(said, self.message.arabizi)
        # What a pattern looks in: the message as typed and as read ("mata yirja3" and
        # "متى يرجع"), so that it may be written either way
        self.typed_and_read = f"{turn.text.lower()} {self.message.text}"
        # "abi 6 mai w 2 pepsi w chips": brand names read as English, but a message that
        # starts in Arabizi is answered in Arabic
        arabizi = self.message.arabizi or starts_in_arabizi(turn.text)
        self.language: Language = (
            "ar"
            if arabizi and not mostly_english(turn.text)
            else reply_language(written, turn.language)
        )
        spoken = self.memory.get(LANGUAGE)
        if thanks_in_arabizi(turn.text):
            self.language = "ar"  # "okay shukran" after English turns
        elif spoken in ("en", "ar") and says_no_language(turn.text):
            self.language = spoken  # "w galaxy caramel" in an Arabic conversation
        elif spoken == "ar" and leans_arabizi(turn.text):
            self.language = spoken  # "w el express jam" after an answer in Arabic
        elif (
            spoken is None
            and turn.language == "ar"
            and leans_arabizi_by_a_word(turn.text)
            and not leans_english(turn.text)  # "my name is sara": English, a name in it
        ):
            self.language = "ar"  # "w el galaxy abeeha 3" first, the app in Arabic
        elif (
            (spoken or turn.language) == "en"
            and self.language == "ar"
            and not starts_in_arabizi(turn.text)  # "kam el delivery fee for salmiya"
            and leans_english(turn.text)
        ):
            self.language = "en"  # "delivery fee for hawalli?" in an English conversation
        if (spoken or turn.language) == "en" and english_shorthand(turn.text):
            self.language = "en"  # "gr8 thx" after English answers: its "8" is no Arabizi
        self.memory[LANGUAGE] = self.language
        self.budget, request = take_budget(self.message.text)
        self.utterance = Utterance(request)
        self._emit = emit
        self._calls = 0
        self._spoken = False
        self._said: set[str] = set()
        # Questions of the message asked more than once while it is read (`once`)
        self.answers: dict[Any, Any] | None = {}  # None once read (`once.forget`)
        # Searches already made this turn, by query: splitting a list into items and then
        # resolving each item asks the store the same question once.
        self.searched: dict[str, Any] = {}
        # What the previous turn offered, if it offered anything: "actually make it 4" is
        # about that offer and no older one.
        self.proposed: list[LineItem] = _proposed_lines(self.memory.pop(PROPOSED, None))
        self.proposed_change = str(self.memory.pop(PROPOSED_CHANGE, "") or "")
        # ...and that offer whatever its kind: "make the eggs 15" of an order asked again
        self.pending: dict[str, Any] | None = self.memory.pop(PENDING, None)
        # The cart's count of each offered line when it was offered: the offer is confirmed
        # once the cart holds that many more, not merely as many (two milks held before "add
        # 2 milk" are no confirmation of it)
        self.proposed_over: dict[tuple[str, str | None], int] = {
            (line.productId, line.variantId): line.quantity
            for line in _proposed_lines(self.memory.pop(PROPOSED_OVER, None))
        }
        # What the previous turn asked the shopper to pick from for a cart request, if it did
        self.choosing: Any = self.memory.pop(CHOOSING, None)
        # "بكم؟" right after an area's delivery card asks its fee
        self.after_area_card = bool(self.memory.pop(AREA_CARD, False))
        held_offers = self.memory.get(SHOWN_OFFERS)
        self.offers_shown = [str(oid) for oid in held_offers or []]
        self.offers_last = bool(self.memory.pop(OFFERS_LAST, False))
        self.policies_last = [str(fid) for fid in self.memory.pop(POLICIES_LAST, None) or []]
        # Each product mention a cart change was asked for, with how well it was grounded.
        self.groundings: list[dict[str, Any]] = []
        self.proposed_now: str | None = None  # the change this turn proposed, if any
        # Chips held while two skills answer halves of one message, shown once at its end
        self._held_chips: list[str | dict[str, Any]] | None = None

    def note_grounding(self, mention: str, product_id: str, score: float) -> None:
        self.groundings.append(
            {"mention": mention, "productId": product_id, "score": round(score, 2)}
        )

    def continues(self) -> bool:
        """The message names nothing new and points at what this conversation showed or
        offered: a count, an ordinal or "it" ("no, 5", "زيدها ل ٤", "the second one")."""
        u = self.utterance
        pointing = u.quantity is not None or u.ordinal is not None or u.has("REF")
        pointing = pointing or self.budget is not None  # "what about 1 kd" after a list
        held = bool(self.proposed or self.memory.get(FOCUS) or self.memory.get(SHOWN))
        return held and pointing and not u.topic

    # -- who is asking -----------------------------------------------------------------
    @property
    def customer_id(self) -> str | None:
        return self.input.customer_id

    @property
    def owner(self) -> str:
        return self.input.owner

    # -- tools -------------------------------------------------------------------------
    async def call(
        self,
        name: str,
        operation: Callable[..., Awaitable[T]],
        *args: Any,
        useful: Callable[[T], bool] = _has_result,
        **kwargs: Any,
    ) -> T:
        """Run one store operation between `tool_start` and `tool_end`.

        `ok` is False when the store raised (then `ToolFailed` is raised) or when `useful`
        says the result does not answer the shopper (an empty search, an unknown area).
        """
        self._calls += 1
        call_id = f"call_{self._calls}"
        self._emit(ToolStarted(name, call_id))
        try:
            result = await operation(*args, **kwargs)
        except HubError as exc:
            self._emit(ToolFinished(name, call_id, False))
            raise ToolFailed(name, exc.status_message) from exc
        except Exception as exc:
            log.exception("store call %s failed", name)
            self._emit(ToolFinished(name, call_id, False))
            raise ToolFailed(name, "INTERNAL_ERROR") from exc
        self._emit(ToolFinished(name, call_id, bool(useful(result))))
        return result

    # -- speaking ----------------------------------------------------------------------
    def say(self, key: str) -> None:
        """Stream one fixed phrase in word-sized pieces, as a model would; a phrase already
        said this turn (two items not found) is not said twice."""
        if key in self._said:
            return
        self._said.add(key)
        pieces = _PIECE.findall(replies.prose(key, self.language))
        if self._spoken:
            pieces[0] = " " + pieces[0]
        self._spoken = True
        for start in range(0, len(pieces), _WORDS_PER_DELTA):
            self._emit(TextDelta("".join(pieces[start : start + _WORDS_PER_DELTA])))

    def block(self, block: dict[str, Any]) -> None:
        """A card. A card that is itself the answer in prose (a policy) is rendered in the
        reply's language when the message's differs from the app's; names on product cards
        stay in the app's."""
        if block["kind"] == "delivery_info" and block.get("areaId"):
            self.memory[AREA_CARD] = True
        if block["kind"] == "faq":
            self.memory[POLICIES_LAST] = list(block.get("faqIds") or [])
        if block["kind"] == "offers":
            self.memory[SHOWN_OFFERS] = list(block.get("offerIds") or [])
            self.memory[OFFERS_LAST] = True
        if block["kind"] in _PROSE_CARDS and self.language != self.input.language:
            block = {**block, "language": self.language}
        self._emit(BlockOut(block))

    def text_block(self, text: str) -> None:
        self.block({"kind": "text", "text": text})

    def error(self, code: str, message_key: str | None = None) -> None:
        """An inline error card; the message is the brain's own, else the catalogue's."""
        message = (
            replies.error_message(message_key, self.language)
            if message_key
            else say(code, self.language)
        )
        self.block({"kind": "error", "code": code, "message": message})

    def propose(self, mutation: CartMutation, *, supersedes: bool = False) -> None:
        """Offer a change; `supersedes` cancels what is still pending in the conversation."""
        self._emit(Proposal(mutation, supersedes))
        self.proposed_now = mutation.type
        self.memory[PROPOSED_CHANGE] = mutation.type
        if mutation.type == "add_to_cart":
            self.memory[PROPOSED] = [
                [item.productId, item.variantId, item.quantity] for item in mutation.items
            ]
        self.memory.pop(PENDING, None)
        if mutation.type in _PENDING_KINDS and mutation.items:
            self.memory[PENDING] = {
                "type": mutation.type,
                "items": [[i.productId, i.variantId, i.quantity] for i in mutation.items],
                "params": dict(mutation.params),
            }

    def keep_pending(self) -> None:
        """The offer of the turn before stays the one a correction changes, whatever its
        kind, when this turn proposed nothing in its place."""
        if self.proposed_now is None and self.pending:
            self.memory[PENDING] = self.pending

    async def note_the_cart_under_the_offer(self) -> None:
        """Kept with an offer made this turn: how many of each offered line the cart holds
        now, before the shopper confirms it."""
        pending = self.memory.get(PENDING) if self.proposed_now else None
        if (self.proposed_now != "add_to_cart" or PROPOSED not in self.memory) and not pending:
            return
        try:
            cart = await self.store.cart(self.owner)
        except HubError:
            return  # unknown: the offer counts as confirmed once the cart holds it at all
        held = {
            (str(line["productId"]), line.get("variantId")): int(line["quantity"])
            for line in (cart or {}).get("items") or []
        }
        if pending:
            pending["over"] = [[p, v, held.get((p, v), 0)] for p, v, _ in pending["items"]]
        if self.proposed_now != "add_to_cart" or PROPOSED not in self.memory:
            return
        self.memory[PROPOSED_OVER] = [
            [line[0], line[1], held.get((line[0], line[1]), 0)]
            for line in self.memory[PROPOSED]
            if held.get((line[0], line[1]), 0)
        ]

    def keep_offer(self) -> None:
        """The offer of the turn before stays the one a follow-up changes: a question about
        the product offered ("is it fresh?") answers it and leaves the offer as it was."""
        if (
            self.proposed_now is None
            and self.proposed
            and self.focus() in {line.productId for line in self.proposed}
        ):
            self.memory[PROPOSED] = [[i.productId, i.variantId, i.quantity] for i in self.proposed]
            self.memory[PROPOSED_CHANGE] = self.proposed_change
            self.memory[PROPOSED_OVER] = [
                [pid, vid, n] for (pid, vid), n in self.proposed_over.items()
            ]
            self.keep_pending()

    def emit(self, event: HandedOff | Withdrawn) -> None:
        self._emit(event)

    def hold_chips(self) -> None:
        self._held_chips = []

    def release_chips(self) -> None:
        held, self._held_chips = self._held_chips, None
        if held:
            self.chips(*held)

    def chips(self, *suggestions: str | dict[str, Any]) -> None:
        """Follow-up chips; each prompt is a message this brain understands."""
        if self._held_chips is not None:
            self._held_chips.extend(suggestions)
            return
        items: list[dict[str, Any]] = []
        for suggestion in suggestions:
            item = (
                replies.chip(suggestion, self.language)
                if isinstance(suggestion, str)
                else suggestion
            )
            if item not in items:
                items.append(item)
        if items:
            self.block({"kind": "actions", "suggestions": items})

    def record_chip(
        self, template: str, record: dict[str, Any], field: str = "name"
    ) -> dict[str, Any]:
        """A chip naming a store record (an aisle, a brand, a recipe, an address)."""
        return replies.record_chip(template, self.name(record, field), self.language)

    # -- memory ------------------------------------------------------------------------
    def shown(self) -> list[str]:
        value = self.memory.get(SHOWN)
        return [str(pid) for pid in value] if isinstance(value, list) else []

    def remember_shown(self, product_ids: Sequence[str]) -> None:
        ids = list(product_ids)[:_MAX_SHOWN]
        self.memory[SHOWN] = ids
        self.memory.pop(PICKS, None)
        self.memory.pop(SHOWN_OFFERS, None)
        self.memory[ASKED] = list(self.utterance.topic)
        self.memory[SHOWN_WANTED] = self.utterance.has("WANT", "ADD", "TAKE")
        count = self.utterance.quantity
        if count is not None and count.unit is None and len(self.utterance.segments()) == 1:
            self.memory[ASKED_COUNT] = count.amount
        else:
            self.memory.pop(ASKED_COUNT, None)
        self.remember_size()
        if ids:
            self.memory[FOCUS] = ids[0]
            self.memory[FOCUS_OF_LIST] = len(ids) > 1

    def remember_picks(self, picks: Sequence[tuple[str, Quantity | None]]) -> None:
        """Each with the count it was asked with ("2 milk, a bread and eggs")."""
        self.memory[PICKS] = [[pid, None if q is None else [q.amount, q.unit]] for pid, q in picks]

    def picks(self) -> list[tuple[str, Quantity | None]]:
        """The best of each thing the last list asked for: what "put them all in" means."""
        value = self.memory.get(PICKS)
        picked: list[tuple[str, Quantity | None]] = []
        for entry in value if isinstance(value, list) else []:
            pid, asked = (entry, None) if isinstance(entry, str) else (entry[0], entry[1])
            count = Quantity(asked[0], asked[1]) if isinstance(asked, list) else None
            picked.append((str(pid), count))
        return picked

    def remember_variant(self, words: Sequence[str], size: Quantity | None) -> None:
        """The kind ("the jumbo") and pack ("the big one") of the product now shown, so that
        "add it" next proposes that line."""
        if words:
            self.memory[ASKED] = list(words)
        if size is not None:
            self.memory[ASKED_SIZE] = [size.amount, size.unit]

    def remember_size(self, size: Quantity | None = None) -> None:
        """The pack this message names (or `size`, the pack it was read as: "بيض ٣٠ حبه" is
        the tray of 30), for the next "add 2"; none when it names none."""
        size = size or self.utterance.size_asked
        if size is not None:
            self.memory[ASKED_SIZE] = [size.amount, size.unit]
        else:
            self.memory.pop(ASKED_SIZE, None)

    def asked_size(self) -> Quantity | None:
        """The pack the products shown were asked in: "add 2" after "the 2 litre one"."""
        value = self.memory.get(ASKED_SIZE)
        if isinstance(value, list) and len(value) == 2 and isinstance(value[0], int | float):
            return Quantity(float(value[0]), value[1] if isinstance(value[1], str) else None)
        return None

    def remember_offers(self, offer_ids: Sequence[str]) -> None:
        """Offers the conversation talked of without their cards ("can FRESH10 go with the
        bbq code?"), so "the fruits one" next picks among them."""
        if offer_ids:
            self.memory[SHOWN_OFFERS] = list(offer_ids)
            self.memory[OFFERS_LAST] = True

    def asked_count(self) -> Quantity | None:
        """How many the list shown was asked for ("abi 2 ra8i"), for a bare "put them in"."""
        value = self.memory.get(ASKED_COUNT)
        return Quantity(float(value), None) if isinstance(value, int | float) else None

    def shown_as_wanted(self) -> bool:
        """Whether the list shown answered a wish to buy ("abi gahwa 3arabiya"), so that
        picking one of it ("the kuwaiti one") takes it."""
        return bool(self.memory.get(SHOWN_WANTED))

    def asked_words(self) -> list[str]:
        """What the shopper called the products shown: "add 1 kg" after "hamour fillet"
        still means the fillet."""
        value = self.memory.get(ASKED)
        return [str(word) for word in value] if isinstance(value, list) else []

    def singled_out(self) -> str | None:
        """The product the shopper last talked about on its own: added, named or asked about
        by itself, not the first card of a list nor the last of several named at once."""
        value = self.memory.get(FOCUS)
        if not isinstance(value, str) or self.memory.get(FOCUS_OF_LIST):
            return None
        return None if self.memory.get(FOCUS_OF_SEVERAL) else value

    def focus(self) -> str | None:
        value = self.memory.get(FOCUS)
        if isinstance(value, str):
            return value
        shown = self.shown()
        return shown[0] if shown else None

    def set_focus(self, product_id: str) -> None:
        self.memory[FOCUS] = product_id
        self.memory.pop(FOCUS_OF_LIST, None)
        self.memory.pop(FOCUS_OF_SEVERAL, None)
        self.memory.pop(ASKED_COUNT, None)  # one product singled out: its own count from now

    def name(self, record: dict[str, Any], field: str = "name") -> str:
        """A store record's name in the reply language, for chips and cards only."""
        value = record.get(field)
        if isinstance(value, dict):
            return str(value.get(self.language) or value.get("en") or "")
        return str(value or "")
