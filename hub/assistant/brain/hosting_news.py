"""The news of a gathering said before the goods it needs: "having guests tonight, need dates
and arabic coffee", "عندنا ديوانيه الليله وابي تمر وقهوه", "3indi 3azeema bacher w abi tamr".

Split at its "and"s, the message's first part is the gathering, not goods: searched as goods
it finds none and is said not sold ("of your list we don't sell: having guests"), beside the
goods asked. A part all of whose words tell of guests, a gathering or when it is names none.
"""

from __future__ import annotations

from hub.text import words

_NEWS_WORDS = frozenset(
    words(
        "having have has got hosting host guests guest visitors company people friends family"
        " gathering party diwaniya dinner tonight tomorrow today weekend we i us our my over"
        " coming a an the some at tmrw tmr 2moro tomorow"
        " عندي عندنا عندهم ضيوف ضيف خطار زوار ربع ناس عزيمه عزيما عزومه العزيمه ديوانيه"
        " الديوانيه جمعه لمه حفله الحفله الليله الليل اليوم باجر بكره الخميس الجمعه العصر"
        " جايينا جاينا يايينا يايين جايين جاين بالطريق الطريق way on ضيوفي خطاري صيوف ضيوفنا"
        # and in Arabizi: "3indi 9yoof il lail", "3azeema bacher"
        " 3indi 3indna 3ndi 3ndna 9yoof 9yuf dyoof dyouf 5ettar 5ttar zuwwar 3azeema 3azima"
        " 3azeemah diwaniya diwaniyah il el al lail lel lail leila lailah bacher bachir baachir"
        " bukra alyoom il youm jayeen jayin yayeen yayin 3al 6ari8 6ariq baacher baachir"
        # the kin who come: "ahal rayli jayeen", "اهل ريلي جايين", "my in-laws are coming"
        " ahal ahl ahli rayli rayly reyli 5wali 3mami"
        " اهل اهلي أهل أهلي ريلي رجلي ربعي خوالي عمامي جيين باشر باكر"
        " relatives inlaws in-laws cousins parents"
    )
)


def tells_of_a_gathering(topic: list[str]) -> bool:
    """Whether a part's words are only the news of guests or a gathering, naming no goods."""
    return bool(topic) and all(word in _NEWS_WORDS for word in topic)


# Who or what gathers, beside which the words before the goods are the gathering's news
_GATHERING = frozenset(
    words(
        "guests guest visitors diwaniya ضيوف ضيف خطار زوار عزيمه عزيما عزومه العزيمه ديوانيه"
        " الديوانيه ضيوفي خطاري صيوف ضيوفنا 9yoof 9yuf dyoof dyouf 5ettar 5ttar 3azeema 3azima 3azeemah"
        " diwaniyah"
    )
)


# When the goods are for, said after them: "fruit for tomorrow", "فواكه باجر", Arabizi
# "baacher" (read "باشر")
_WHEN = frozenset(
    words(
        "tonight tomorrow today tmrw tmr 2moro tomorow weekend الليله اليوم باجر باچر بكره باكر"
        " باشر باشير بكرا"
    )
)


def goods_words(topic: list[str]) -> list[str]:
    """A part's words from where the goods start, past the gathering's news said first
    ("guests tmrw i want dates": the dates), and short of the day said after them ("fruit
    tomorrow": the fruit)."""
    end = len(topic)
    while end > 1 and topic[end - 1] in _WHEN:
        end -= 1
    topic = topic[:end]
    start = 0
    while start < len(topic) and topic[start] in _NEWS_WORDS:
        start += 1
    if 0 < start < len(topic) and set(topic[:start]) & _GATHERING:
        return topic[start:]
    return topic
