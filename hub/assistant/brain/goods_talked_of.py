"""Goods talked of in a life's story, nothing asked: a meal already eaten ("we had lamb at my
uncle's yesterday", "تغدينا لحم عند خالي امس", "toni fa6er bai'9 o toast"), goods listed as
at home ("عندي بيض وخبز وحليب بالبيت", "i have enough water for the week"), a favourite or a
weakness ("المكرونه اكلتي المفضله", "chocolate is my guilty pleasure"), a wish of another time
("لو عندي وقت جان خبزت خبز"), a habit cut down ("قاعدين نقلل من الخبز"), what a food does to
someone ("القهوه تسهرني") or a price once lower ("chicken was cheaper before").

The goods' names are the catalogue's, so a search or an add would read them; `told` keeps the
dislikes, the praise and the plenty it knows, and these are more of the same talk: the shopper
is telling, not asking. A message that asks (a question, a verb of wanting, showing or the cart,
a lack) is never read so.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.needs_as_rules import laid_down
from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.problems import states_a_problem

_TALKED_OF = Bilingual(
    # a meal eaten: "i just had breakfast, eggs and toast", "we ate at my aunt's last night"
    r"\b(?:i|we)\s+(?:just\s+|already\s+)?(?:had|ate)\s+(?:(?:my|our|a|an|some|the)\s+)?"
    r"(?:breakfast|lunch|dinner|brunch|supper)\b"
    r"|\b(?:i|we)\s+(?:just\s+|already\s+)?(?:had|ate)\b.{0,40}\b(?:at (?:my|our) \w+(?:'?s)?"
    r"|yesterday|last night|this morning|earlier today)\b"
    r"|\bt'?(?:gh|8)adai(?:na|t)\b|\bt'?3ashai(?:na|t)\b"
    # goods at home, enough of them: "i have enough water bottles for the week"
    r"|\b(?:i|we)\s+(?:already\s+|still\s+)?(?:have|got|'ve got)\s+enough\b"
    # a favourite or a weakness: "pasta is my comfort food", "chocolate is my guilty pleasure"
    r"|\b(?:is|are)\s+my\s+(?:comfort food|guilty pleasure|weakness|weak spot"
    r"|favou?rite(?: food| snack| drink| fruit)?)\b"
    # what a food does to someone: "coffee keeps me up at night"
    r"|\bkeeps? me (?:up|awake)\b"
    # a dislike said mildly: "i'm not a fan of spicy chips", "we're not really into olives"
    r"|\b(?:i'?m|im|i am|we'?re|we are)\s+not\s+(?:a\s+(?:big\s+|huge\s+)?fan\s+of"
    r"|(?:really\s+|that\s+|big\s+)?(?:into|big on))\b"
    # a weakness of someone's: "my sister is obsessed with avocado", "im addicted to coffee"
    r"|\b(?:is|am|are|i'?m|im|she'?s|he'?s|they'?re)\s+(?:so\s+|totally\s+|literally\s+)?"
    r"(?:addicted to|obsessed with|hooked on)\b"
    r"|\b(?:was|were|used to be) (?:a lot |much |way )?cheaper (?:before|back then|last year)\s*$",
    # a meal eaten, told in the first person: "تغدينا", "تعشيت", "توني فاطر"
    r"(?<!\w)(?:تغدينا|تغديت|تعشينا|تعشيت|فطرنا|فطرت|تريقنا|تريقت|ترقنا)(?!\w)"
    r"|(?<!\w)توني\s+(?:فاطر|فطر|فطرت|متغدي|متعشي|ماكل|اكلت|كليت)(?!\w)"
    # goods listed as at home: "عندي بيض و خبز و حليب بال بيت"
    r"|(?<!\w)(?:عندي|عندنا)\s+(?!(?:ضيوف|ديوف|ناس|عزيمه|عزومه|زوار|ربع|خطار)(?!\w))\S+(?:\s+\S+){0,7}\s+(?:بال\s?بيت|بالثلاجه|بالفريزر)\s*$"
    # a favourite or a weakness: "المكرونه اكلتي المفضله", "نقطه ضعفي"
    r"|(?<!\w)(?:اكلتي|اكلته|اكلتها|اكلتنا|اكلتهم)\s+(?:ال)?(?:مفضله|موفضلا|مفضلا)(?!\w)"
    r"|(?<!\w)(?:نقطه|نقاط) ضعفي(?!\w)"
    # ...or an addiction: "اختي مدمنه افوكادو" ("mudmina": "مودمنا")
    r"|(?<!\w)(?:مدمن|مدمنه|مدمنين|مدمنات|مودمن|مودمنا|مودمنه)(?!\w)"
    # a wish of another time: "لو عندي وقت جان خبزت خبز" (read "شن" in Arabizi)
    r"|(?<!\w)لو\s+(?:\S+\s+){1,4}(?:جان|كان|شن|شان)\s+\S+ت(?!\w)"
    # a habit cut down, what a food does: "قاعدين نقلل من الخبز", "القهوه تسهرني"
    # ("ga3id agalil" is read "قاعد اقل")
    r"|(?<!\w)(?:قاعدين|غعدين|قاعد|قاعده|صرنا)\s+(?:ن|ا)(?:قلل|غلل|خفف|قل)(?!\w)"
    r"|(?<!\w)(?:تسهرني|يسهرني|تسهرنا|يسهرنا)(?!\w)"
    # a price once lower, remembered: "كان الدياي ارخص قبل" ("kan el dyay ar5a9 gabil")
    r"|(?<!\w)(?:كان|كانت)\s+(?:\S+\s+){1,2}(?:ارخص|ارخس)\s+(?:من\s+)?(?:قبل|اول)\s*$"
    # ...and a dislike told of a daughter or a sister: "بنتي ما تاكل عنب" ("ma takil": "تكل")
    r"|(?<!\w)ما\s+(?:تاكل|تكل|تشرب)(?!\s+(?:الا|غير)(?!\w))(?!\w)",
)
# A message that asks anything, however it tells: a question, a verb of wanting, showing or
# the cart, a lack
_ASKS = Bilingual(
    r"\b(?:add|put|throw|show|send|want|wanna|need|give|get me|remove|take out|change|swap"
    r"|replace|order|buy|find|recommend|suggest|any|do you|can you|could you|how|what|which"
    r"|where|when|why|please|pls|ran out|run out|out of|finished|missing|more|instead)\b"
    # ...or the goods still wanted beside those had: "just the milk then", "but the eggs"
    r"|\b(?:just|only|but) (?:the|some|a|an)\b",
    r"؟|(?<!\w)(?:ابي|ابغى|ودي|نبي|ضيف|حط|حطلي|زيد|عطني|جيب|جيبلي|وريني|شيل|طلع|بدل|غير"
    r"|فيه|بكم|كم|جم|شنو|شو|وش|ليش|وين|متى|شلون|كيف|ممكن|اطلب|دور|دورلي|خلص|خلصت"
    r"|خلصنا|ناقص|ناقصني|اشتري|تبيعون|بديل|بدال|وصفه|افكار|اسوي|نسوي|اطبخ|نطبخ|سمحت|تكفى)"
    r"(?!\w)|(?<!\w)(?:بس|لكن)\s+(?:ال|لل)\S+",
)

# Goods that came from us, or that went wrong: "the chicken you sent", "from my delivery", "اللي
# وصلنا منكم", "طلع خربان": the meal told is an order's, and a grievance is heard
_OURS_OR_WRONG = Bilingual(
    r"\b(?:you sent|you guys sent|from you|from u|you delivered|delivery"
    r"|delivered|order|ordered)\b",
    r"(?<!\w)(?:منكم|منكو|وصلنا|وصلني|وصلتنا|وصلتني|وصل|وصلت|طلبناه|طلبناها|طلبته"
    r"|طلبتها|جبتوه|جبتوها|طرشتوه|طرشتوها|التوصيل|الطلب|طلبي)(?!\w)",
)


def merely_talked_of(message: Normalised) -> bool:
    """Whether the message talks of goods in a story of its own and asks nothing of them."""
    text = message.for_model.lower()
    if "?" in text or _ASKS.search(text) is not None:
        return False
    if _OURS_OR_WRONG.search(text) is not None or states_a_problem(message):
        return False  # "we had your chicken last night, it was off": a grievance, not a story
    if laid_down(text):
        return False  # "اختي ما تاكل جلوتين": a need the goods must keep, no story told
    return _TALKED_OF.search(text) is not None
