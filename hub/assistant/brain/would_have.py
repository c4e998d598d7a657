"""Goods in a wish that things were otherwise, nothing asked: "if the strawberries were
cheaper i'd get them, but they aren't", "i'd buy more yogurt if i had a bigger fridge",
"لو الفراوله ارخص جان اخذتها بس غاليه", "law el farawla ar5a9 chan a5athtaha" (read "لو ...
شن اخثتها"), "i wish bananas didn't go brown so fast".

The wish names the goods and a verb of buying ("get", "اخذ"), so a search or a cheaper pick
read it as one; its shape (an "if" of what is not so, and what the shopper would then do)
says it is not being done. A wish that asks anything all the same (a question, "please",
"add", "عندكم") is a request.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_WOULD_IF = Bilingual(
    # ...or a wish of how goods were: "i wish bananas didn't go brown so fast" (not of ours:
    # "i wish you had oat milk" asks for it)
    r"\bi (?:just |really )?wish (?!you\b|u\b|y'?all\b|ya\b)(?:\S+\s+){1,5}?(?:didn'?t|wouldn'?t"
    r"|weren'?t|wasn'?t|lasted|stayed|kept)\b"
    r"|\bif\b(?:\s+\S+){1,6}?\s+(?:were|was|weren'?t|wasn'?t|had|hadn'?t)\b.*"
    r"\b(?:i'?d|i would|we'?d|we would)\s+(?!like\b|love\b|prefer\b)\w+"
    r"|\b(?:i'?d|i would|we'?d|we would)\s+(?!like\b|love\b|prefer\b)\w+\b.*"
    r"\bif\b(?:\s+\S+){1,6}?\s+(?:were|was|weren'?t|wasn'?t|had|hadn'?t)\b",
    r"(?<!\w)لو\s+(?:\S+\s+){1,5}(?:جان|كان|شن|شان|چان)\s+\S+",
)
_ASKED = Bilingual(
    r"\b(?:please|pls|plz|add|put|show|send|can you|could you|do you|have you|let me know"
    r"|tell me|check|is there|are there|how|what|which)\b",
    r"؟|(?<!\w)(?:ابي|ابغى|ضيف|حط|حطلي|وريني|عندكم|تبيعون|توفرون|فيه|بكم|كم|شنو|شو|وش"
    r"|شلون|ممكن|تكفى|سمحت|دورلي|جيبلي|عطني)(?!\w)",
)


def wishes_it_were_otherwise(text: str) -> bool:
    """Whether the (normalised, lower-case) message is a wish of what is not so, asking
    nothing."""
    return "?" not in text and _WOULD_IF.search(text) is not None and _ASKED.search(text) is None
