"""Arabizi dots a letter with an apostrophe, before or after its digit: "9'" or "'9" is ض,
"6'" ظ, "3'" غ, "7'" خ ("abi 7'obz", "bai'9"). And a short Arabizi message may hold little
more than English goods ("akil keto", "fi snacks protein katheer?"): it is still Arabic,
answered in Arabic, while English holding one Arabic-looking word stays English."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import assert_declined, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_a_dotted_letter_reads_the_same_before_or_after_its_digit(client: Any) -> None:
    for message in ("3ndkom bai'9?", "3ndkom bai9'?", "fi bai'd?", "abi 7'obz 3arabi"):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn), message
        assert is_arabic(turn.end["content"]), (message, turn.end["content"])
    eggs = await send(client, "3ndkom bai'9?", guest=GUEST_A)
    assert all("Egg" in name for name in names(eggs)[:3]), names(eggs)
    dotted_d = await send(client, "fi bai'd?", guest=GUEST_A)
    assert names(dotted_d)[:3] == names(eggs)[:3]
    bread = await send(client, "abi 7'obz 3arabi", guest=GUEST_A)
    plain = await send(client, "abi 5ubz 3arabi", guest=GUEST_A)
    assert names(bread)[:3] == names(plain)[:3]


async def test_short_arabizi_beside_english_goods_is_answered_in_arabic(client: Any) -> None:
    for message in ("akil keto", "fi snacks protein katheer?", "lain mita code SAVE3"):
        turn = await send(client, message, guest=GUEST_A)
        assert is_arabic(turn.end["content"]), (message, turn.end["content"])


async def test_a_pets_mishap_in_arabizi_is_declined_in_arabic(client: Any) -> None:
    for message in ("chalbi akal chocolate shasawi", "wildi akal chocolate wayed shasawi"):
        turn = await send(client, message, guest=GUEST_A)
        assert_declined(turn, message, arabic=True)


async def test_english_with_an_arabic_looking_word_stays_english(client: Any) -> None:
    for message in (
        "is the halal chicken fresh",
        "any tahini",
        "do you have labneh",
        "any keto snacks",
        "lots of protein in this?",
        "i'd like 3 milk",
        "don't add the bread",
        "do you sell zaatar",
        "any baklava",
        "until when is the code valid",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert turn.end["content"].isascii(), (message, turn.end["content"])


async def test_english_with_an_arabic_article_is_answered_in_english(client: Any) -> None:
    hours = await send(client, "el chico cafe hours?", guest=GUEST_A)
    assert hours.end["content"].isascii(), hours.end["content"]
    mishap = "my dog ate chocolate what do i do"
    assert_declined(await send(client, mishap, guest=GUEST_A), mishap, arabic=False)
