"""Several goods asked in one message, over a real socket in English, Gulf Arabic and Arabizi:
each of the list is proposed with its own count, a count (or a dual) joined by "و" after a
comma and the goods picked from the card just shown ("the gel then") among them; a count "of
each" said after the list counts every item, a food asked in its can being the canned
aisle's; and the news of a gathering said before the goods is neither looked for nor said
not sold."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_GEL, _FAIRY_LEMON, _BLEACH, _FINE_TISSUES = "p-1902", "p-1904", "p-1909", "p-1912"
_CANNED_HUMMUS, _BROWN_ARABIC_BREAD, _PODS = "p-1009", "p-0302", "p-1903"
_KIRI_DIPS, _WATERMELON = "p-1109", "p-0010"
_NOT_SOLD = ("couldn't find", "don't sell", "لم أجد", "ما نبيعها")


def _lines(turn: Any) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def test_each_good_of_a_list_after_a_card_is_proposed_with_its_count(client: Any) -> None:
    for asked, listed, guest, wanted in (
        (
            "do you have tide powder?",
            "alright give me the gel then, plus 2 fairy lemon and clorox bleach",
            GUEST_A,
            {_GEL: 1, _FAIRY_LEMON: 2, _BLEACH: 1},
        ),
        (
            "عندكم تايد مسحوق؟",
            "طيب عطني الجل عوضه، وثلاث فيري ليمون ومناديل فاين",
            GUEST_B,
            {_GEL: 1, _FAIRY_LEMON: 3, _FINE_TISSUES: 1},
        ),
        (
            "3indkum tide powder?",
            "zain 3ayal il gel, o 3 fairy lemon o fine tissue",
            GUEST_B,
            {_GEL: 1, _FAIRY_LEMON: 3, _FINE_TISSUES: 1},
        ),
        ("عندكم تايد مسحوق؟", "طيب الجل، وفيري ليمون ثنين", GUEST_B, {_GEL: 1, _FAIRY_LEMON: 2}),
        (
            "عندكم تايد مسحوق؟",
            "خلاص الكبسولات بداله، وكلوركس مبيض ومناديل فاين ثلاث",
            GUEST_B,
            {_PODS: 1, _BLEACH: 1, _FINE_TISSUES: 3},
        ),
    ):
        shown = await send(client, asked, guest=guest)
        turn = await send(client, listed, shown.conversation_id, guest=guest)
        assert _lines(turn) == wanted, (listed, _lines(turn))


async def test_a_count_of_each_after_a_list_counts_the_canned_food_too(client: Any) -> None:
    for message, guest in (
        ("i'd like brown arabic bread and canned hummus, 3 of each", GUEST_A),
        ("can we get canned hummus and brown arabic bread, 3 of each?", GUEST_A),
        ("ابي حمص علبه وخبز عربي اسمر، ٣ من كل واحد", GUEST_B),
        ("abi 7ummu9 3ilba w 5ubz 3arabi asmar, 3 min kil wa7id", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == {_CANNED_HUMMUS: 3, _BROWN_ARABIC_BREAD: 3}, message


async def test_a_gatherings_news_before_the_goods_is_no_goods(client: Any) -> None:
    for message, news, guest in (
        ("hosting friends this weekend, i need dates and arabic coffee", "hosting", GUEST_A),
        ("عندنا عزيمه باجر وابي تمر وقهوه عربي", "عزيمه", GUEST_B),
        ("3indina diwaniya il lail w abi gahwa 3arabi o tamr", "ديوانيه", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert any("Dates" in name for name in shown), (message, shown)
        said = " ".join(texts(turn))
        assert news not in said and not any(n in said for n in _NOT_SOLD), (message, said)
        if guest == GUEST_B:  # shown side by side: the coffee beside the dates
            assert any("Coffee" in name for name in shown), (message, shown)


async def test_a_count_or_a_dual_after_a_comma_counts_its_item(client: Any) -> None:
    for message, guest in (
        ("add kiri dips, two watermelons, and clorox bleach", GUEST_A),
        ("ضيف كيري ديبس، وبطيختين، ومبيض كلوركس", GUEST_B),
        ("7ot kiri dips, ba6ee5tain, w clorox bleach", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert _lines(turn) == {_KIRI_DIPS: 1, _WATERMELON: 2, _BLEACH: 1}, (message, _lines(turn))
