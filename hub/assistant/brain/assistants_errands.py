"""What a phone's assistant is asked and a grocer's is not: a sum, a reminder, an alarm or a
timer, the shopper's own appointments, a word said in another language or spelt, the
assistant's own name or being, a bank's card limit or a transfer of money.

Such a message holds the store's words in other senses ("how much is 7 times 8" has a price's
"how much", "شنو عندي مواعيد باجر" a delivery slot's "مواعيد", "spell broccoli" a product, "my
card limit" the cart's "my"), so the intent model reads it as a price, the slots, a search or
the cart, and a card answers a question nobody asked of the store. Its shape says it is no
errand of ours, so it is declined however the words read.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern_grams import Either

# A sum asked: two numbers and an operation between them ("7 times 8", "15% of 240", "7 ضرب
# 8", "7 9arb 8" read "7 صرب 8"), or a root. A pack's count and size ("6 x 1.5l", "12 x 330
# ml") has a unit after its second number, so a sum's second number stands alone.
_SUM = Bilingual(
    r"^(?:(?:so|ok|and|hey|quick question)\s+)*(?:what(?:'s| is|s)|how much is|how much|calculate"
    r"|whats)?\s*(?!1 plus 1\b)\d+(?:\.\d+)?\s*(?:times|multiplied by|divided by|plus|minus|x)"
    r"\s*\d+(?:\.\d+)?\s*(?:equals|is)?\s*\??$"
    r"|\b\d+(?:\.\d+)?\s*(?:%|percent)\s*of\s*\d+(?:\.\d+)?\s*\??$"
    r"|\bsquare root\b|\bcube root\b",
    r"\d+(?:\.\d+)?\s*(?:ضرب|صرب|×|كس|تقسيم)\s*\d+(?:\.\d+)?\s*(?:كم|جم|شكثر|يساوي)?\s*[؟?]?$"
    r"|\d+(?:\.\d+)?\s*(?:%|بالميه|بالمئه|في الميه)\s*من\s*\d+(?:\.\d+)?\s*[؟?]?$"
    r"|(?<!\w)(?:اثنين|ثلاثه|اربعه|خمسه|سته|سبعه|ثمانيه|تسعه|عشره) (?:ضرب|صرب|تقسيم) \S+"
    r"|(?<!\w)(?:ال)?جذر(?: ال)?تربيعي(?!\w)",
)
# A reminder, an alarm, a timer or the shopper's own calendar: "remind me to call mom", "wake
# me up at 6:30", "set a timer for 10 minutes", "what reminders do i have", "ذكرني اتصل على
# امي", "قعدني الساعه ست", "شنو عندي مواعيد باجر" (my appointments, not the store's slots)
_REMINDERS = Bilingual(
    # (...not our goods to buy later: "remind me to order milk", "ذكرني اشتري خبز")
    r"\bremind me to\b(?!\s+(?:buy|order|get|grab|pick up|add|reorder|restock|shop)\b)|\bset (?:a|an|my) (?:reminder|alarm|timer)\b|\b(?:my|what|which) reminders\b"
    r"|\b(?:my|an|the) alarms?\b|\balarm (?:for|at)\b|\bwake me(?: up)?\b"
    r"|\b(?:a|the|my) (?:\d+ (?:minutes?|mins?|seconds?|hours?) )?(?:focus )?timer\b"
    r"|\bmy calendar\b|\bon my calendar\b|\b(?:add|cancel|move) (?:a|my|the) meeting\b",
    r"(?<!\w)(?:ذكرني|ثكرني|دكرني)\s+(?!(?:شنو|شو|ش|وش|ايش|اي|ايه|اخر|اللي|الي|بال|في|ب"
    r"|اشتري|نشتري|اطلب|نطلب|اجيب|نجيب|اضيف|نضيف|اخذ|ناخذ)(?!\w))"
    r"(?!ال)[اني]\S+"
    r"|(?<!\w)(?:حط|طفي|غير|شغل|الغي|وقف)\s+(?:ال)?(?:منبه|مونبه|مؤقت|موقت|تايمر)(?!\w)"
    # ("taamr", dates, is read "تايمر" too: a timer is one set, stopped or of minutes)
    r"|(?<!\w)(?:ال)?(?:منبهات|تذكيرات)(?!\w)|(?<!\w)(?:منبه|مونبه) (?:ال)?ساعه(?!\w)"
    r"|(?<!\w)(?:ال)?تايمر (?:\d+|ربع|نص|ساعه) ?(?:دقايق|دقيقه|دقيق|ساعه)?(?!\S)"
    r"|(?<!\w)(?:على|علي) (?:ال)?(?:مؤقت|موقت|تايمر)(?!\w)"
    r"|(?<!\w)(?:قعدني|گعدني|غعدني)\s+(?:ال)?ساعه(?!\w)"
    r"|(?<!\w)عندي\s+(?:\S+\s+)?مواعيد(?!\s+(?:ال)?توصيل)(?!\w)"
    r"|(?<!\w)(?:حط|الغي|عندي) (?:ال)?اجتماع(?!\w)",
)
# A word in another language, or its spelling: "how do you say thank you in french", "what's
# the german word for apple", "spell broccoli letter by letter", "شلون اقول شكرا بالفرنسي"
_LANGUAGES = (
    r"(?:english|arabic|french|spanish|german|italian|turkish|hindi|urdu|japanese|chinese"
    r"|korean|russian|tagalog|persian|farsi|portuguese)"
)
_WORDS = Bilingual(
    rf"\b(?:how (?:do|would|can) (?:you|u|i|we) say|how to say|what does \S+ mean|what is"
    rf"|whats|what's)\b.{{0,40}}\bin {_LANGUAGES}(?=\s*(?:$|\?|please|pls))"
    rf"|\bthe {_LANGUAGES} word for\b|\bhow (?:do|would) (?:you|u|i) spell\b"
    r"|\bspell\b.{0,30}\bletter by letter\b|\bthe plural of\b|\bhow is \S+ spelled\b"
    r"|^(?:taha?ja|tahaji)\b",  # "tahaja li kalmat ..." (spell me the word), kept in Latin
    r"(?<!\w)(?:شلون|كيف)\s+(?:اقول|اقل|نقول|اكتب|تنكتب|ينكتب|تنقال)(?!\w).{0,40}"
    r"(?<!\w)(?:بال|ب)\s?(?:انجليزي|انقليزي|فرنسي|عربي|اسباني|الماني|تركي|هندي|ياباني)(?!\w)"
    r"|(?<!\w)(?:تهجى|تهجا|تهجي)(?!\w)|(?<!\w)(?:تنكتب|ينكتب) كلمه(?!\w)|(?<!\w)جمع كلمه(?!\w)",
)
# The assistant's own name or being: "what's your name", "are you a real person", "انت
# انسان ولا روبوت" (not a person asked for: "can i talk to a real person" is a handoff)
_ITSELF = Bilingual(
    r"\bwhat(?:'s| is|s) your name\b|\b(?:are|r) (?:you|u) (?:a )?(?:real (?:person|human)"
    r"|human|bot|robot|person|an? ai|chatgpt)\b",
    r"(?<!\w)(?:شنو|شو|وش|ايش|ش)\s?اسمك(?!\w)"
    r"|(?<!\w)(?:انت|انتا|انتي)\s+(?:انسان|روبوت|بوت|robot|bot|ذكاء اصطناعي)(?!\w)",
)
# A bank's card limit or money sent to an account: "whats my card limit", "ابي احول فلوس
# لحساب اخوي", "my salary didnt come in", "البطاقه انرفضت بالمجمع" (declined at another place)
_BANKING = Bilingual(
    # (money sent to the store, or a bank transfer to pay it, is a way of paying us)
    r"\b(?:card|credit|spending|withdrawal) limit\b"
    # ("limit il card", read "limit ال card": the card's limit said the other way round)
    r"|\blimit (?:il|el|al|ال|of my|on my|my) (?:card|credit card|visa)\b"
    # (...nor money put in the shopper's wallet with us: "transfer money to my wallet")
    r"|\btransfer (?:money|cash|funds) to (?:my|his|her|a|an|our|their)"
    r" (?!(?:order|wallet|fresh|balance|cart|app)\b)\w+"
    r"|\bmy salary (?:didn'?t|didnt|hasn'?t|hasnt|has not|did not|is not|isn'?t) (?:come|arrive|been)"
    r"|\bdeclined at (?:the )?(?:mall|restaurant|cafe|pump|atm|gym|cinema)\b",
    r"(?<!\w)(?:ال)?(?:حد|ليمت|لميت) (?:ال)?(?:بطاقه|كارد|فيزا|كريدت)(?!\w)"
    r"|(?<!\w)(?:احول|نحول|تحويل) (?:ال)?فلوس(?!\w)(?!\s+(?:لكم|لكو|عليكم|ل?لمحل|ل?لمندوب"
    r"|ل?لسايق|ل?لطلب|بدل|عن|(?:ل|لل|على|علي|في|ب)\s?(?:ال\s?)?(?:محفظه|محفظتي|والت|wallet"
    r"|رصيدي|حسابي عندكم)))|(?<!\w)(?:الراتب|راتبي) ما نزل(?!\w)"
    r"|(?<!\w)انرفضت\s+(?:ب|في\s+)(?:ال)?(?:مجمع|مطعم|كافيه|محطه|مول|سينما)(?!\w)",
)

# Ours asked beside a bank's matter or the assistant's being: a person of ours, a way of paying
# us, an order or a refund, goods asked ("are you a bot? i want a person about my refund", "my
# card limit is full, can i pay cash on delivery", "السكر عندي ٢٠٠ عندكم بسكويت بدون سكر")
_OURS_ASKED = Bilingual(
    r"\b(?:talk to|speak to|speak with|a person|someone|agent|staff|customer service|support"
    r"|my refund|refund|my order|the order|pay (?:by|with|in|cash)|cash on delivery|knet"
    r"|checkout|do you (?:have|sell)|got any|any (?:sugar|low|diet))\b",
    r"(?<!\w)(?:اكلم|نكلم|موظف|موطف|احد من|خدمه العملاء|طلبي|الطلب|استرجاع|ارجاع|ادفع"
    r"|الدفع|كاش|كي نت|كي-نت|عندكم|عندك|فيه|تبيعون)(?!\w)",
)

# Goods put in the cart beside a word asked of: "spell broccoli... anyway add 2 broccoli"
_PUT_IN_THE_CART = Bilingual(
    r"\b(?:add|put|throw in|toss in|order me|get me)\b",
    r"(?<!\w)(?:ضيف|ضيفلي|حط|حطلي|زيد|اضف|عطني)(?!\w)",
)


def asks_ours_beside(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks something of ours beside another
    matter's words: a person, a way of paying, an order, goods."""
    return _OURS_ASKED.search(text) is not None


def a_banks_matter(text: str) -> bool:
    """Whether the (normalised, lower-case) text tells or asks a bank's matter: a card's
    limit, money sent to an account, a salary; a clause of its own beside goods ("حد البطاقه
    واطي، شنو ارخص رز") is another matter however few of its words the gate saw."""
    return _BANKING.search(text) is not None


def reminder_asked(text: str) -> bool:
    """Whether the (normalised, lower-case) text asks a reminder, an alarm or a timer set, or
    the shopper's own calendar: a clause of its own beside goods ("ضيف حليب وذكرني ادفع
    الفاتوره") is another matter however the gate reads its few words."""
    return _REMINDERS.search(text) is not None


# The patterns one of which such an errand matches: a message holding none of their pieces
# asks none (`Either`)
_AN_ERRAND = Either(_SUM, _REMINDERS, _WORDS, _ITSELF, _BANKING)


def an_assistants_errand(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks what a phone's assistant or a bank
    does: a sum, a reminder, an alarm or a timer, one's own appointments, a word in another
    language or its spelling, the assistant's name or being, a card limit or a transfer."""
    if not _AN_ERRAND.may_match(text):
        return False
    if any(pattern.search(text) is not None for pattern in (_SUM, _REMINDERS)):
        return True
    if _WORDS.search(text) is not None and _PUT_IN_THE_CART.search(text) is None:
        return True  # "the plural of tomato? anyway add 2 tomatoes": the tomatoes are ours
    # "are you a bot? i need a person about my refund": the person, the refund are ours
    return (_ITSELF.search(text) or _BANKING.search(text)) is not None and not asks_ours_beside(
        text
    )
