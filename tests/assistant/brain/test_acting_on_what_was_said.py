"""The assistant shows goods or proposes a cart change only for a request, over a probe set
of our own (`probes`): off-domain messages holding a catalogue word, talk of goods that asks
nothing (a story, a dislike, a negation, a plan, thanks, a question of the app or a rule),
and requests written unlike the corpus's, in English, Gulf Arabic and Arabizi; and that the
store's own questions, told beside the shopper's life, are never declined as another matter."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.assistant.brain.probes import KINDS, load_probes, run_probes

# Probes still answered wrongly, each a class of its own not yet read: the test fails when
# one of them is answered rightly (take it off) as when any other probe goes wrong.
_NOT_YET = {
    # "only cooks with X": read as the corpus reads "ولدي ما ياكل الا لبن", a wish for X
    "يدتي ما تطبخ الا بالسمن",
    # how goods behave at home, told in words a search reads
    "الموز عندنا يسود بسرعه",
    # Arabizi read into other words: "tmoot" (dies for) as "طماط", "8a6wa" (the cat) as a
    # word of buying
    "o5ti tmoot 3al mango",
    "el 8a6wa 6ay7at kees el 6a7een",
    # "only drinks X", an allergy said alone: read as a wish for goods that suit (as above)
    "my husband only drinks black coffee in the morning",
    "بنتي عندها حساسية من الفول السوداني",
    # how past goods came or what another place's goods are like, in no word of grievance
    # nor of praise `told` knows
    "last time the bananas arrived a bit green but fine",
    "العنب اللي ييبونه من لبنان احلى شي",
    "el tuna kanat male7a shway",
    # (fresh_probes_2) another matter's price or allowance read as ours: an airline's
    # luggage, a padel club's subscription
    "how many kilos of luggage can i take",
    "بكم اشتراك البادل",
    # a food's name in another sense asked of: code "less spaghetti", a heart "white as milk"
    "how do i make my code less spaghetti",
    "qalbha abya9 mithl el 7aleeb shno ya3ni",
    # Arabizi and Arabic read into goods' words: "lughz 7ilo" (a nice riddle) as sweets,
    # "tmoot" as "طماط", "ba9al yibachini" (onions make me cry) as a complaint of them
    "عندك لغز حلو؟",
    "3indk lughz 7ilo?",
    "gu6wati tmoot 3ala el tuna",
    "البصل يبجيني كل مرة",
    "el ba9al yibachini kil mara",
    # "only eats X", an allergy said alone: a wish for goods that suit (as above)
    "my son only eats nuggets",
    "waladi ma yakil ila nuggets",
    "عندي حساسية من الفول السوداني",
    # praise in words `told` does not know: "X in winter is something else" (ghair, read as
    # "another")
    "el ice cream bil shita ghair",
    # "can i get two X": a count in words before a plural the rules do not read as an add
    "can i get two cakes",
}

# Questions of the store's own still met with the decline of another matter, most for a
# clause of the shopper's life beside them: the test fails when one is answered (take it off)
_STORE_NOT_YET = {
    "how do i pay by card when ordering for my mom",
    "how much are the bananas today, making banana bread with my kids",
    "take off the cola my wife said no fizzy drinks at home anymore, and when does it come",
    "the kids are home sick, can you bring cough drops and honey",
    "ابي ارسل الطلب لبيت اختي بالسره، توها والده",
    "غيروا العنوان للمكتب، اليوم ما برجع البيت",
    "شلون تشتغل النقاط؟ جارتي تقول تاخذ اغراض ببلاش",
    "كم سعره باللبن؟ قاعده انحف حق عرسي",
    "el mandoob wain sar li sa3a antether wil yahal y9ee7",
    "abi arsil el 6alab l bait o5ti bil surra, taha walda",
    "mata tiftaroon bacher? abi amur gabil el 6ayyara",
}


def test_the_probe_set_is_written_as_asked() -> None:
    probes = load_probes()
    kinds = Counter(probe.kind for probe in probes)
    assert set(kinds) == set(KINDS)
    assert kinds["off_domain"] >= 650 and kinds["no_action"] >= 150 and kinds["act"] >= 100
    assert kinds["store"] >= 360
    store = Counter(probe.language for probe in probes if probe.kind == "store")
    assert min(store.values()) >= 0.3 * kinds["store"] and len(store) == 3
    languages = Counter(probe.language for probe in probes)
    assert languages["ar"] >= 0.35 * len(probes) and languages["arabizi"] >= 0.12 * len(probes)
    assert len({probe.text for probe in probes}) == len(probes)


@pytest.mark.timeout(900)  # some twenty-five hundred turns
async def test_only_requests_act_and_the_stores_questions_are_not_declined() -> None:
    wrong = {o.probe.text: (o.probe.kind, o.acted) for o in await run_probes() if o.wrong}
    not_yet = _NOT_YET | _STORE_NOT_YET
    assert set(wrong) - not_yet == set(), wrong
    assert not_yet - set(wrong) == set(), "answered rightly now: take off _NOT_YET"
