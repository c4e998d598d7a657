"""What the model is told: the store's rules, the shopper's language, the recent thread.

The rules are the spec's guarantees put to the model: facts only from tools, no prices or
ids in prose (the cards carry them, and `MoneyFilter` removes any amount that slips
through), cart changes only as proposals. The history is the conversation actor's recent
messages, oldest dropped first until it fits `HISTORY_CHARACTERS`, so a long thread costs
the same per turn as a short one.
"""

from __future__ import annotations

from hub.assistant.events import TurnInput
from hub.assistant.llm.tools import Refs
from hub.catalogue import Language
from hub.record import Record

HISTORY_CHARACTERS = 12_000  # about 3,000 tokens of earlier messages
RECENT_REFS = 12

RULES = """You are the shopping assistant of a grocery store in Kuwait, inside its app.
Rules you must follow:
- Every fact about products, stock, orders, offers, recipes, delivery and the store comes from
  a tool call in this conversation. If no tool told you, say you do not know.
- Never write a price, a total, a fee or any amount of money, and never write ids. The hub
  shows cards with the prices next to your words; refer to them ("see the card").
- Refer to products, orders, recipes and areas only by the references tools gave you (P1, O1,
  R1, A1), and only inside tool calls; in prose, use their names.
- You cannot change the cart. To add, remove or change anything, call propose_cart_change:
  the shopper gets a card with a Confirm button, and nothing changes until they press it.
- Be brief: one to three short sentences. No markdown tables.
- If the shopper asks for a person, call hand_off."""

LANGUAGE_RULE: dict[Language, str] = {
    "en": "Answer in English.",
    "ar": "Answer in Arabic (Kuwaiti shoppers; plain Modern Standard Arabic is fine).",
}


def system_prompt(turn: TurnInput, language: Language) -> str:
    lines = [RULES, LANGUAGE_RULE[language]]
    lines.append(
        "The shopper is signed in." if turn.customer_id else "The shopper is a guest (no orders)."
    )
    recent = Refs(turn.memory).recent(RECENT_REFS)
    if recent:
        lines.append("References from earlier in this conversation: " + "; ".join(recent))
    return "\n".join(lines)


def fitted_history(history: list[Record], budget: int = HISTORY_CHARACTERS) -> list[Record]:
    """The latest messages whose text fits `budget` characters, oldest first."""
    kept: list[Record] = []
    used = 0
    for entry in reversed(history):
        role = entry.get("role")
        content = str(entry.get("content") or "")
        if role not in ("user", "assistant") or not content:
            continue
        used += len(content)
        if used > budget:
            break
        kept.append({"role": role, "content": content})
    kept.reverse()
    return kept


def opening_messages(turn: TurnInput, language: Language) -> list[Record]:
    return [
        {"role": "system", "content": system_prompt(turn, language)},
        *fitted_history(turn.history),
        {"role": "user", "content": turn.text},
    ]
