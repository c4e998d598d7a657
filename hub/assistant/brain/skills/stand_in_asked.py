"""What there is in place of goods the store is out of, asked while a proposal is pending:
"the tide is out?? what do you have instead", "الحفاضات مو موجوده؟ شنو عندكم بدالها", "il
tide mo mawjood?? shno 3indkom badala".

Its "instead" reads as a swap asked of the proposal, and a line of it (the dish soap beside
the out-of-stock powder) is swapped for goods nobody chose. A question of what the store has
instead chooses nothing yet: the stand-ins are shown, the proposal stays as it was."""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# "what do you have instead", "any alternative?", "shno 3indkom badala", "شنو البديل"
_WHAT_INSTEAD = Gated(
    r"\bwhat(?:'s| is| do you have| have you got| else| can i get| could i get| would you"
    r" suggest)? (?:\w+ )?(?:instead|in its place|as an? (?:alternative|substitute|replacement))"
    r"|\bany (?:alternatives?|substitutes?|replacements?)\b"
    r"|\bwhat (?:is |are )?the (?:alternatives?|substitutes?|replacements?)\b"
    r"|\b(?:shno|sh?nu|wesh|weish|eish|esh) (?:3ind(?:kom|kum|kam)? )?(?:il |el )?(?:badal\w*|bdal\w*|badeel\w*)"
    r"|(?<!\w)(?:شنو|شو|وش|ايش|شي) (?:عندكم |في |فيه )?(?:بدال\w*|بدل\w*|البديل|بديل\w*)",
)


def asks_what_instead(text: str) -> bool:
    """Whether the message asks what the store has in place of something."""
    return bool(_WHAT_INSTEAD.search(text))
