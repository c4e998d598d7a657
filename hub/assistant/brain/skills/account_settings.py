"""The shopper's own account in the app: "how do i change my phone number in the app", "i
forgot my password", "شلون اضيف عنوان يديد؟", "naseit el password".

The gate hears a phone number, a password or a new SIM as another matter's (a phone company's,
a bank's), and the model reads "add a new address" as goods to add; the chat can change none
of them. The answer says where they are kept (the account in the app) and offers a person,
who can help when the shopper cannot get in. A phone company, a bank or another app named
keeps the question theirs.
"""

from __future__ import annotations

from hub.assistant.brain.domain import names_another_business
from hub.assistant.brain.once import while_read
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# A detail of the account changed, reset or forgotten: a phone number, a password, an email,
# a name; a saved address added or taken off (moving the cart to one is the cart's own)
_OF_THE_ACCOUNT = Gated(
    r"\b(?:change|update|edit|reset|correct)\s+(?:my|the)\s+(?:(?:phone|mobile|contact)\s+)?"
    r"(?:number|password|pass ?word|email|e-mail|name)\b"
    r"|\b(?:forgot|forgotten|lost|reset)\s+(?:my|the)\s+(?:password|pass ?word|pin)\b"
    r"|\b(?:can'?t|cannot|cant|unable to)\s+(?:log|sign)\s*(?:in|into)\b"
    r"|\b(?:add|save|delete|remove)\s+(?:a|an|my|the)\s+(?:new\s+|old\s+|second\s+|another\s+)?"
    r"(?:address|location)\b(?!\s+(?:to|for|of|on)\s+(?:the|my)\s+(?:order|cart))"
    r"|(?<!\w)(?:اغير|اغيير|غير|تغيير|اعدل|ابدل|احدث)\s+(?:ال)?(?:رقم(?:ي)?\s+(?:ال\s?)?(?:تلفون|جوال"
    r"|موبايل|هاتف|mobile|phone)(?:ي)?|رقمي|باسوورد|باسورد|password|كلمه السر|كلمة السر|الرمز السري|ايميلي"
    r"|ايميل|اسمي)(?!\w)"
    r"|(?<!\w)(?:نسيت|ضيعت)\s+(?:ال\s?)?(?:باسوورد|باسورد|password|كلمه السر|كلمة السر|الرمز"
    r"|رمز الدخول)(?!\w)"
    r"|(?<!\w)(?:اضيف|اضافه|احفظ|امسح|احذف|اشيل)\s+(?:ال)?عنوان(?:\s+(?:يديد|جديد|ثاني|القديم))?"
    r"(?!\w)"
    r"|(?<!\w)ما\s+(?:اقدر|قدرت)\s+(?:ادش|ادخل|اسجل دخول)\s+(?:على\s+|في\s+)?(?:حسابي|حسبي"
    r"|الحساب|التطبيق|الابلكيشن|ال app|app)(?!\w)"
)


# ...of which another's account, card, device or paper is named: a phone line's, an app's, a
# bank's, a passport's ("change my number with zain", "نسيت باسوورد الانستا", "i cant log in
# to my email")
_ANOTHERS = Gated(
    r"\b(?:zain|ooredoo|stc|virgin|instagram|insta|snapchat|snap|whatsapp|tiktok|facebook"
    r"|twitter|gmail|email|e-mail|hotmail|outlook|icloud|apple id|google|passport|civil id"
    r"|licen[cs]e|bank|card|atm|wi-?fi|router|laptop|computer|pc|ipad|iphone|phone lock"
    r"|playstation|ps5|xbox|netflix|school|university|portal|visa|kfh|nbk|boubyan)\b"
    r"|(?<!\w)(?:[وبل]|بال|وال|لل|حق\s)?(?:ال)?(?:زين|اوريدو|انستا|انستقرام|سناب|واتساب|تيك توك"
    r"|فيسبوك|تويتر|ايميل|جيميل|جواز|مدنيه|بطاقه|بطاقة|بنك|واي فاي|وايفاي|راوتر|لابتوب"
    r"|كمبيوتر|ايباد|ايفون|بلايستيشن|مدرسه|جامعه|بوابه|فيزا)(?!\w)"
)


# A password or a way in, which is ours only where the account or the app is named beside it
_A_PASSWORD = Gated(
    r"\b(?:password|pass ?word|pin|log|sign)\b|(?<!\w)(?:ال\s?)?(?:باسوورد|باسورد|كلمه السر|كلمة السر"
    r"|الرمز|رمز الدخول|ادش|ادخل|اسجل دخول)(?!\w)"
)
_THE_ACCOUNT = Gated(
    r"\b(?:account|app|application|fresh)\b|(?<!\w)(?:ال)?(?:حساب|حسابي|حسبي|تطبيق|التطبيق|بالتطبيق"
    r"|ابلكيشن|الابلكيشن)(?!\w)"
)


@while_read
def asked(turn: Turn) -> bool:
    """The message asks to change, reset or add a detail of the shopper's own account."""
    said = turn.typed_and_read
    asked_of = _OF_THE_ACCOUNT.search(said)
    if asked_of is None or names_another_business(said):
        return False
    rest = f"{said[: asked_of.start()]} {said[asked_of.end() :]}"
    if _A_PASSWORD.search(asked_of.group(0)) and not _THE_ACCOUNT.search(said):
        return False  # "شنو اسوي اذا نسيت الباسوورد": whose password, nothing says
    return _ANOTHERS.search(rest) is None


async def answer(turn: Turn) -> None:
    """Where the account's details are kept, and a person to help when it cannot be got into."""
    turn.say("account_settings")
    turn.chips("person", "help")
