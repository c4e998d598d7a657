"""An allergy or a diet asked for someone else over a real socket: the food named in one
clause and whoever it is for in another is still that food's facts ("the harees wheat, is it
gluten free? my cousin is celiac"), and an allergy told before "which one" is asked of the
list just shown, never read as a complaint."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_foods_facts_asked_for_someone_else_are_that_foods(client: Any) -> None:
    for message, guest, product, held in (
        ("the harees wheat, is it gluten free? my cousin is celiac", GUEST_A, "Harees", "gluten"),
        (
            "the arabic bread, does it have gluten? my nephew is celiac",
            GUEST_A,
            "Arabic Bread",
            "gluten",
        ),
        ("is the tahina gluten free? my wife is celiac", GUEST_A, "Tahina", "sesame"),
        ("هريس الوزان فيه جلوتين؟ ولد عمي عنده حساسيه", GUEST_B, "Harees", "جلوتين"),
        ("خبز عربي فيه قلوتين؟ ربيعي عنده حساسيه قمح", GUEST_B, "Arabic Bread", "جلوتين"),
        ("el harees fih gluten? a5ooy 3indah 7asasiya", GUEST_B, "Harees", "جلوتين"),
        ("el 5ubz el 3arabi fih gluten? waladi 3indah 7asasiya", GUEST_B, "Arabic Bread", "جلوتين"),
    ):
        turn = await send(client, message, guest=guest)
        assert product in one(turn, "product_detail")["product"]["name"], message
        assert any(held in text for text in texts(turn)), (message, texts(turn))


async def test_an_allergy_told_before_which_one_is_asked_of_the_list_shown(client: Any) -> None:
    for show, allergy, guest in (
        ("got any galaxy", "my son is allergic to nuts, which one is safe", GUEST_A),
        ("got any galaxy", "which one has no nuts", GUEST_A),
        ("chocolate pls", "which of these contain no nuts, my daughter is allergic", GUEST_A),
        ("عندكم جالكسي؟", "عندي حساسية من المكسرات، اي وحده ما فيها", GUEST_B),
        ("عندكم شوكولاته؟", "ولدي عنده حساسيه مكسرات ايهم ينفع", GUEST_B),
        ("3indkom galaxy?", "ana 3indi 7asasiya mn el mkasarat, aya wa7d mafee", GUEST_B),
        ("3indkom chocolate", "bnti 3indha 7asasiya mkasarat, ayhum zain?", GUEST_B),
    ):
        shown = await send(client, show, guest=guest)
        assert any("Hazelnut" in name for name in names(shown)), show
        safe = await send(client, allergy, shown.conversation_id, guest=guest)
        assert "faq" not in kinds(safe) and "handoff" not in kinds(safe), allergy
        kept = names(safe)
        assert kept and not any("Hazelnut" in name for name in kept), (allergy, kept)
        assert any("Galaxy Caramel" in name for name in kept), (allergy, kept)
