"""How to reach the store itself: "what's your phone number", "do you have a hotline", "رقمكم
كم", "كيف اتواصل معكم", "shno ra8amkom".

The gate hears a phone number as another matter's (a friend's, a clinic's), and the FAQ's
keywords rarely hold the shopper's words ("ur number", "رقمكم"), so the question is read by
its shape: a number or a way to call asked of the store (you, your, customer service), never
of someone else ("my mom's number", "the police number"). The store's contact entry answers;
a person's own number asked of the assistant ("your mom's number") is another matter.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.faq import POLICY_WORDS, show_rule
from hub.assistant.brain.turn import Turn

# A number or a line of the store's: "your phone number", "ur number", "customer service
# number", "your whatsapp"; "رقمكم", "رقم تلفونكم", "رقم خدمه العملاء", "هوتلاين"; Arabizi
# "ra8amkom" (read "رغمكم"), "rgm el customer service"
_STORES_LINE = Gated(
    r"\b(?:your|ur|yr|you guys'?|the store'?s|the shop'?s)\s+(?:phone\s+|contact\s+|mobile\s+"
    r"|whatsapp\s+|tel(?:ephone)?\s+|hotline\s+)?(?:number|num|whatsapp|hotline|phone"
    # "no" for number only where it ends the question or a number follows: "is ur no sugar
    # ketchup halal" asks of goods
    r"|no(?=\s*(?:[.?]|\d|$)))\b(?!\s+(?:one|1)\b)"
    r"|\b(?:customer (?:service|care|support)|support|helpline|hotline|contact)\s+(?:phone\s+)?"
    r"(?:number|num|no(?=\s*(?:[.?]|\d|$)))\b"
    r"|\bdo you (?:have|guys have) (?:a |an )?(?:hotline|phone(?: number)?|whatsapp|number)\b"
    r"|\bhow (?:can|do|could) (?:i|we) (?:call|contact|reach|phone|ring) (?:you|u|the store|your)\b"
    r"|\bcan i (?:call|phone|ring) (?:you|u)\b"
    r"|(?<!\w)(?:رقمكم|رغمكم|رقم[كج]م|تلفونكم|تليفونكم|هاتفكم|واتسابكم|واتسكم|هوتلاين)(?!\w)"
    r"|(?<!\w)(?:رقم|رغم) (?:ال)?(?:تلفون|تليفون|هاتف|موبايل|واتساب)?(?:كم)?"
    r" ?(?:ال)?(?:خدمه|خدمة|دعم|customer|support|hotline|هوتلاين)"
    r"|(?<!\w)(?:رقم|رغم) (?:ال)?(?:تلفون|تليفون|هاتف|موبايل|واتساب|تلبهوني|telephone|phone)كم"
    r"|(?<!\w)(?:كيف|شلون|شلونه|شلون اقدر) (?:اتصل|اكلم|اتواصل|اتسل|نتواصل|نتصل|اوصل لكم)"
    r" (?:عليكم|معكم|فيكم|فكم|وياكم|بكم|لكم)(?!\w)"
    r"|\b(?:ra8am|ragam|raqam|rakam|rgm|ra8m|rqm)(?:kom|kum|ku|ko)\b"
    r"|\b(?:ra8am|ragam|raqam|rakam|rgm|ra8m|rqm) (?:el |il |al )?(?:customer|support|khidma"
    r"|5idma|hotline|telephone|tel|phone|mobile|whatsapp)\b"
)


# Someone's own number, asked of the assistant as of a person: "what's your mom's phone
# number", "can i have your wife's number", "شنو رقم امك", "3a6ni ra8am o5tik" (read "عطني
# رقم اختك"); no number of the store's, and no goods ("o5tik" is no pasta)
_KIN = (
    r"mom|mum|mother|mama|dad|father|sister|sis|brother|bro|wife|husband|girlfriend"
    r"|boyfriend|friend|cousin|uncle|aunt|son|daughter|family"
)
_SOMEONE_ELSES = Gated(
    rf"\b(?:your|ur|yr|his|her)\s+(?:{_KIN})(?:'?s)?\s+(?:phone\s+|mobile\s+|cell\s+"
    r"|whatsapp\s+)?(?:number|num|no(?=\s*(?:[.?!]|$))|phone|mobile|whatsapp|snap|insta)"
    r"|(?<!\w)(?:رقم|رغم|تلفون|تليفون|جوال|موبايل|واتساب)(?:\s+(?:تلفون|تليفون|جوال|موبايل))?"
    r"\s+(?:امك|ابوك|اختك|اخوك|زوجتك|زوجك|مرتك|ربعك|صديقك|صديقتك|خويك|خالتك|عمتك|خالك|عمك"
    r"|بنتك|ولدك|اهلك)(?!\w)"
    r"|\b(?:ra8am|ragam|raqam|rakam|rgm|ra8m|rqm)\s+(?:omk|ommk|umk|ummak|ubook|abook"
    r"|o5tik|ukhtik|o5tk|a5ook|akhook|zoojtik|zawjtik|rab3ik|5altik|3amtik)\b"
)


@while_read
def asked(turn: Turn) -> bool:
    """The message asks how to reach the store."""
    return _STORES_LINE.search(turn.typed_and_read) is not None


def asks_someone_elses(turn: Turn) -> bool:
    """The message asks for a person's own number, which the store has none of to give."""
    return _SOMEONE_ELSES.search(turn.typed_and_read) is not None


async def answer(turn: Turn) -> None:
    """The store's contact entry: its number and hours, and that an agent may be asked for."""
    if not await show_rule(turn, POLICY_WORDS["contact"]):
        turn.say("unknown")
    turn.chips("person", "help")
