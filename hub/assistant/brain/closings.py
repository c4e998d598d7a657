"""A message that only closes the talk: thanks with a word of address or slang beside it
("thx bro", "cheers mate", "مشكور يا الغالي", "tislam ya shabab"), thanks stretched or
doubled ("مشكووور واااجد", "تسلمون"), or a goodbye for now ("i'll try later, thanks",
"بجرب بعدين مشكور", "ba7awel ba3dain").

Every word of such a message is thanks, an ok, an address, an intensifier or a plan for
later; none names anything of the store. Yet an address ("bro", "الغالي", "shabab") or an
intensifier ("واجد") is a word the model has not seen beside thanks, and read alone it is
looked up as a product ("not found"), a policy, or not understood at all. Whatever the
conversation showed before (a proposal, an order, a search), a message made only of these
words is answered as thanks.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

# Thanks itself, in English, Arabic and Arabizi, as typed and as the Arabizi reading
# writes it ("thnx dude" is read "ثنكس دودي")
_THANKS_EN = (
    r"thanks?|thank ?(?:you|u|ya|yu)|thanks u|thnak ?(?:you|u)|thnaks|thanku|ta|thx|thnx|thanx|thnks|thnk|tnx|tnks|tks|tx|tanks|tank ?you"
    r"|ty|tysm|tyvm|tq|tqsm|thank ?you ?so ?much|thank ?(?:you|u) sm|cheers|many thanks"
    r"|thanks a bunch|(?:i )?(?:really )?appreciate(?:d)?(?: it)?|much appreciated|great help"
    r"|(?:you'?ve|you have|u have|you were|u were|you'?re|ur) been (?:very |so |really )?helpful"
    r"|(?:very|so|really) helpful"
)
_THANKS = (
    rf"{_THANKS_EN}|merci"
    r"|shukran|shukrn|shokran|shokrn|shukrin|mashkoor|mashkour|mashkur|mashkoora|mashkoorah"
    r"|mashkoreen|mashkoorin|mashkourin|mashkoorat|tislam|tislamoon|tislamun|tislameen|teslam"
    r"|tislam(?:i|ay|o)|tislamli|tislamlee|yislamo|yislamu|yeslamo|yslamo|sukran|shokr|ya3teek il ?3afya|ya3tik il ?3afya|ya3tikum il ?3afya"
    r"|ma (?:9a9|ga9|8a9|qa9)(?:art|arat|arti|artu|artaw)|ما صصرت|ما قصرتم"
    r"|شكرا|شكرن|شكر|شوكرن|تسلملي|يسلملي|مشكور|مشكوره|مشكوريه|مشكورين|مشكورات|تسلم|تسلمين|تسلمون|تسلموا|تسلمي"
    r"|تسلم ايدك|تسلم يدك|تسلم ايديك|يسلمو|يسلموا|يسلمك|يسلمج|يسلمكم|ثنكس|ثانكس|ثانكيو|ثنكيو|ميرسي"
    r"|(?:الله )?(?:يعطيك|يعطيكم|يعطيج) (?:الف )?(?:العافيه|عافيه)|يعافيك|يعافيكم|الله يعافيك"
    r"|جزاك الله خير|جزاكم الله خير|ما قصرت|ما قصرتوا|ما قصرتو|ما قصرتي|ما تقصر|ما تقصرون"
)
# A word of address or slang said beside thanks: "bro", "mate", "يا الغالي", "ya shabab"
_ADDRESS_EN = (
    r"bro|bros|bruh|brother|brotha|man|dude|mate|buddy|bud|boss|chief|sis|sister|fam|guys|team"
    r"|friend|my friend|dear|love|hun|legend|king|queen|champ|homie|boss man|sir|madam"
)
_ADDRESS = (
    rf"{_ADDRESS_EN}|habibi|habibti|7abibi|7abibti|7bibi|habibe|akhoy|akhooy"
    r"|a5oy|5oy|akhi|a5i|ukhti|اخي|هببي|shabab|galbi|9adeegi|sadeegi|3ami|3ammi|khalti|5alti|rayal|el ?ghali"
    r"|il ?ghali|al ?ghali|ghali|ghalia|el ?ghalia|il ?ghalia|3umri|3omri"
    r"|حبيبي|حبيبتي|حببي|حبيبتي|اخوي|اخوك|اختي|شباب|الشباب|قلبي|صديقي|عمي|خالتي|ريال|الغالي"
    r"|الغاليه|غالي|عمري|طويل العمر|يا طويل العمر|دودي|برو|بروو|مان|اخوان|الاخوان|يالغالي"
    r"|يالغاليه|يالحبيب|الحبيب|حبي|يا حبي|يا (?:عسل|ذيب|بطل|ورد|شيخ|معلم|وحش|حلو)"
    r"|ya (?:3asal|theeb|ba6al|ward|shei5|shaikh|m3allem|wa7sh|wa7ash|7ilu|7elw)"
    r"|يا (?:عسل|ذيب|بطل|ورد|شيخ|معلم|وحش|حلو|ثيب|بتل)"
)
# An ok, a word of feeling, or an intensifier beside thanks: "ok thx", "thanks a ton",
# "مشكور واجد", "tamam mashkoor"
_BESIDE_EN = (
    r"ok|okay|okey|okk|k|kk|alright|aight|cool|great|perfect|nice|awesome|fine|good|sure|got it"
    r"|noted|understood|well|so|then|anyway|anyways|again|oh|ah|yeah|yes|yep|lol|haha|hehe"
    r"|so much|very much|much|a lot|alot|lots|a ton|tons|loads|heaps|a million|million|and"
    r"|for (?:the|your|ur) (?:help|time|patience|info|information|reply|answer)|for everything"
    r"|for all|for helping|for help|indeed|that'?s (?:all|it)|all good|i'?m done|done|bye|bye bye|goodbye|good night|have a good (?:one|day"
    r"|night)|see (?:you|ya|u)|take care"
)
_BESIDE = (
    rf"{_BESIDE_EN}|tamam|6ayeb|tayeb|zain|zein|5alas|khalas|yalla|wayed|wayid"
    r"|wajid|7eil|jazeelan|jazeelen|katheer|kther|3al mosa3ada|3ala el mosa3ada|ya|yaa|and|w"
    r"|تمام|طيب|زين|اوكي|اوك|خلاص|يلا|يالله|وايد|واجد|ويد|حيل|كثير|جزيلا|جزيلن|جدا|والله"
    r"|على المساعده|علي المساعده|عالمساعده|على كل شي|علي كل شي|ماشي|حلو|يا|و|ان شاء الله"
    r"|لك|لكم|ليك|الوت|باي|مع السلامه|مع السلامة|فمان الله|في امان الله|تصبح على خير"
)
# A plan for later that closes the talk for now: "i'll try later", "maybe tomorrow",
# "بجرب بعدين", "ba7awel ba3dain" (read "بحول بعدين"), "let me think about it"
_LATER_EN = (
    r"later|later on|laterz|l8r|ttyl|soon|another time|next time|some other time|tomorrow|tmrw|tmr"
    r"|in a bit|in a while"
)
_LATER = (
    rf"{_LATER_EN}|ba3dain|ba3den|ba3deen|bukra|baachir|bacher|ba3d shway"
    r"|بعدين|بكره|باجر|باچر|بعد شوي|مره ثانيه|مرة ثانية|مره ثانية|وقت ثاني"
)
_PLAN_EN = (
    r"(?:maybe|perhaps|ok|okay)?\s*(?:i'?ll|ill|i will|i'?m gonna|im gonna|i gonna|will|gonna"
    r"|let me|lemme|i may|i might|i'?d)\s+(?:try|check|see|look|order|come back|get back"
    r"|think(?: about it)?|decide|do it|buy|shop|ask|pass by|return)(?: it| again| back)*"
    r"|try again|check back|maybe later|perhaps later|maybe another time|maybe next time"
    # the next talk planned: "talk later", "speak soon", "ttyl"
    r"|(?:let'?s |we'?ll |will )?(?:talk|speak|chat)(?: (?:to|with) (?:you|u|ya|y'?all|you guys))?"
    r"|ttyl|ttys"
)
_PLAN = (
    rf"{_PLAN_EN}|ba7awel|ba7aawel|ba7awil|bajarrib|bajarib|bajarreb|bashoof|bashuf|ba4oof|bafakir|bafakkir"
    r"|barja3|barja3lkom|barja3 lkom|barja3 lik|ar2id lik|arid lik"
    r"|بحاول|باحاول|بحول|بجرب|باجرب|باقرب|بشوف|باشوف|بفكر|بافكر|برجع|بارجع|برجع لكم|برجعلكم"
    r"|bakalmek|bakalmak|bakalmik|bakalmich|bakalimkom|bakalmkom|bkalmek|akalmek|akalmak"
    r"|nkalmek|nitkallam|nitkalam|netkalam|nit7acha|bakalmek ba3dain"
    # ...and as the Arabizi reading writes them, a doubled letter kept ("nitkallam": "نتكللم")
    r"|(?:ب|ا|ن)كل+م(?:ك|ج|كم)|(?:بن|ن)تكل+م|بتواصل معكم"
    r"|اتواصل معكم|نتواصل|نتحاكى|بنتكلم"
    r"|اشوفك|اشوفكم|نشوفك|نشوفكم|بطلب|باطلب|بقرر|ارد لك|ارءد لك|ارد لكم|بفكر و ارد لك|بفكر و ارءد لك|يمكن بعدين|ممكن بعدين"
)

# A goodbye, which closes the talk as thanks does: "cya later", "catch you tomorrow", "مع السلامه"
_GOODBYE_EN = (
    r"bye|bye bye|byee|goodbye|good bye|cya|cyaa|c ya|c u|see (?:you|ya|u)|seeya|catch (?:you|ya|u)"
    r"|take care"
)
_GOODBYE = (
    rf"{_GOODBYE_EN}|ma3 ?(?:el|il|al)? ?salama|ma3a ?salama|fe ?aman ?allah|fi ?aman ?allah"
    r"|باي|مع السلامه|مع السلامة|فمان الله|في امان الله"
)
# "maybe", beside a plan or thanks: alone with a day it may answer when ("maybe tomorrow")
_MAYBE_EN = r"maybe|perhaps"
_MAYBE = rf"{_MAYBE_EN}|يمكن|ممكن|mumkin|yimkin|emkin"
_CLOSING_WORDS = rf"{_THANKS}|{_ADDRESS}|{_BESIDE}|{_LATER}|{_PLAN}|{_GOODBYE}|{_MAYBE}"
_APART = r"[\s,.!؟?…🙏❤👍😊🌹]"
_ONLY_CLOSES = Pattern(rf"^{_APART}*(?:(?:{_CLOSING_WORDS})(?:{_APART}+|$))+$")
_ENGLISH_WORDS = (
    rf"{_THANKS_EN}|{_ADDRESS_EN}|{_BESIDE_EN}|{_LATER_EN}|{_PLAN_EN}|{_GOODBYE_EN}|{_MAYBE_EN}"
)
_IN_ENGLISH = Pattern(rf"^{_APART}*(?:(?:{_ENGLISH_WORDS})(?:{_APART}+|$))+$")
_THANKED = Pattern(rf"(?<![\w'])(?:{_THANKS}|{_GOODBYE})(?![\w'])")
_FOR_LATER = Pattern(rf"(?<![\w'])(?:{_LATER})(?![\w'])")
_A_PLAN = Pattern(rf"(?<![\w'])(?:{_PLAN})(?![\w'])")
# ...the same three gated, for `only_closes` to ask before the whole message's words: most
# messages hold no piece of any thanks, goodbye or plan, and are passed by at once
_THANKED_GATED = Gated(_THANKED.pattern)
_FOR_LATER_GATED = Gated(_FOR_LATER.pattern)
_A_PLAN_GATED = Gated(_A_PLAN.pattern)
# "يا" written onto the word it calls: "يالغالي", "yal ghali"
_CALLED = Pattern(r"(?<!\S)يا(?=ال)")
_STRETCHED = Pattern(r"(\D)\1{2,}")  # "thaaanks", as the normaliser squeezes it
_LONGEST = 64


def only_closes(text: str) -> bool:
    """Whether the (normalised, lower-case) message says nothing but thanks or a goodbye for
    now: thanks with what may stand beside it, or a plan for later ("ba7awel ba3dain")."""
    said = text.strip().lower()
    if "يا" in said:
        said = _CALLED.sub("يا ", said)
    # a closing is a few words; a long run of them ("so much so much ...") is no closing, and
    # its ways to be read ("so much" or "so", "much") would multiply
    if len(said) > _LONGEST:
        return False
    thanks_or_plans = bool(_THANKED_GATED.search(said)) or (
        bool(_FOR_LATER_GATED.search(said)) and bool(_A_PLAN_GATED.search(said))
    )
    return thanks_or_plans and bool(_ONLY_CLOSES.match(said))


def closes(typed: str, read: str) -> bool:
    """Whether the message, as typed or as its Arabizi was read, only closes the talk."""
    if only_closes(read):
        return True
    squeezed = _STRETCHED.sub(r"\1", typed) if _STRETCHED.search(typed) else typed
    # most messages are read as typed: the same text (as `only_closes` reads it, stripped and
    # lower-case) is not asked twice
    return squeezed.strip().lower() != read.strip().lower() and only_closes(squeezed)


def for_later(text: str) -> bool:
    """Whether the closing message puts the shopping off for later ("ba7awel ba3dain")."""
    said = text.strip().lower()
    return only_closes(said) and bool(_FOR_LATER.search(said)) and bool(_A_PLAN.search(said))


def said_in_english(typed: str) -> bool:
    """Whether the closing message is English in every word ("thnx dude", "cheers mate"),
    though the Arabizi reading may take a word of it for Arabic."""
    said = _STRETCHED.sub(r"\1", typed.strip().lower())
    return bool(_IN_ENGLISH.match(said)) and only_closes(said)
