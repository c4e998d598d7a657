"""A count corrected after an offer or a cart of several lines, over a real socket in English,
Gulf Arabic and Arabizi, changes the line talked about last: the one just put beside the
others ("and 3 eggs too", then "no, only one"), the one just asked about ("bkam el 7aleeb?",
then "5aleh wa7id"), or the one the correction names ("the eggs, just one"), never another
line; "no" typed with its hamza ("la2") or run into the next word ("la5") is no goods. When
the lines were named together and none since, which one is asked, never guessed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

_MILK, _EGGS, _PEPSI = "p-0201", "p-0226", "p-1212"


def _offered(turn: Turn) -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]}


async def _turns(client: Any, messages: tuple[str, ...], guest: str) -> Turn:
    """Each message in one conversation, a "!" confirming the offer just made; the last turn."""
    turn: Turn | None = None
    for message in messages:
        if message == "!":
            assert turn is not None
            reply = await confirm(client, turn.action()["actionId"], guest=guest)
            assert reply.status == 200, reply.json
            continue
        turn = await send(client, message, turn.conversation_id if turn else None, guest=guest)
    assert turn is not None
    return turn


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 2 almarai full fat milk", "and 3 white eggs too", "no, only one"), GUEST_A),
        (("ضيف ٢ حليب المراعي", "و ٣ بيض ابيض بعد", "لا خله واحد بس"), GUEST_B),
        (("7ot 2 7aleeb almarai", "w 3 bai6 abya9 b3ad", "la2 5aleh wa7id bs"), GUEST_B),
    ],
)
async def test_the_line_put_beside_the_offer_last(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    turn = await _turns(client, messages, guest)
    assert _offered(turn) == {_MILK: 2, _EGGS: 1}, messages


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 2 almarai full fat milk and 3 white eggs", "is the milk fresh?", "make it one"),
         GUEST_A),
        (("ضيف ٢ حليب المراعي و ٣ بيض ابيض", "بكم الحليب؟", "خله واحد"), GUEST_B),
        (("7ot 2 7aleeb almarai w 3 bai6 abya9", "el 7aleeb almarai fresh?", "5aleh wa7id"),
         GUEST_B),
    ],
)  # fmt: skip
async def test_the_line_just_asked_about(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    turn = await _turns(client, messages, guest)
    assert _offered(turn) == {_MILK: 1, _EGGS: 3}, messages


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 3 white eggs", "!", "add 2 pepsi cans", "the eggs, just one"), GUEST_A),
        (("ضيف ٣ بيض ابيض", "!", "ضيف ٢ بيبسي علب", "البيض واحد بس"), GUEST_B),
        (("7ot 3 bai6 abya9", "!", "7ot 2 pepsi 3elab", "el bai6 wa7id bs"), GUEST_B),
    ],
)
async def test_the_line_the_correction_names(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    turn = await _turns(client, messages, guest)
    [line] = turn.action("update_cart_item")["items"]
    assert (line["productId"], line["quantity"]) == (_EGGS, 1), messages


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 2 almarai full fat milk", "!", "add 3 white eggs", "!", "nah just one"), GUEST_A),
        (("ضيف ٢ حليب المراعي", "!", "ضيف ٣ بيض ابيض", "!", "لا خلها وحده بس"), GUEST_B),
        (("7ot 2 7aleeb almarai", "!", "7ot 3 bai6 abya9", "!", "la5 5alah wa7ed"), GUEST_B),
    ],
)
async def test_the_line_added_last_to_the_cart(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    turn = await _turns(client, messages, guest)
    [line] = turn.action("update_cart_item")["items"]
    assert (line["productId"], line["quantity"]) == (_EGGS, 1), messages


@pytest.mark.parametrize(
    ("messages", "pick", "guest"),
    [
        (("add 2 almarai full fat milk and 3 white eggs", "!", "make it one"), "the milk", GUEST_A),
        (("ضيف ٢ حليب المراعي و ٣ بيض ابيض", "!", "خلها وحده بس"), "الحليب", GUEST_B),
        (("7ot 2 7aleeb almarai w 3 bai6 abya9", "!", "la2 5aleha wa7da bs"), "el 7aleeb", GUEST_B),
    ],
)
async def test_lines_named_together_are_asked_which(
    client: Any, messages: tuple[str, ...], pick: str, guest: str
) -> None:
    asked = await _turns(client, messages, guest)
    assert "cart_action" not in kinds(asked), messages
    assert "products" in kinds(asked), messages
    picked = await send(client, pick, asked.conversation_id, guest=guest)
    [line] = picked.action("update_cart_item")["items"]
    assert (line["productId"], line["quantity"]) == (_MILK, 1), pick


_GALAXY = "p-1106"


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 2 milk and 3 eggs", "got any milk chocolate?", "add 2"), GUEST_A),
        (("ضيف ٢ حليب و ٣ بيض", "عندكم شوكولاتة حليب؟", "ضيف ٢"), GUEST_B),
        (("7ot 2 7aleeb w 3 bai6", "fi chocolate 7aleeb?", "7ot 2"), GUEST_B),
    ],
)
async def test_another_product_sharing_a_word_of_a_line_is_no_question_of_it(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    """The milk chocolate shown after the milk was offered is what a count said next takes."""
    turn = await _turns(client, messages, guest)
    assert _offered(turn) == {_GALAXY: 2}, messages


@pytest.mark.parametrize(
    ("messages", "guest"),
    [
        (("add 2 milk and 3 eggs", "do you sell milk powder", "put it in"), GUEST_A),
        (("ضيف ٢ حليب و ٣ بيض", "فيه حليب بودره؟", "حطه"), GUEST_B),
        (("7ot 2 7aleeb w 3 bai6", "fi 7aleeb powder?", "7oteh"), GUEST_B),
    ],
)
async def test_a_search_sharing_a_word_of_a_line_leaves_the_offer_behind(
    client: Any, messages: tuple[str, ...], guest: str
) -> None:
    """ "add it" after cards of milk powder is one product of them, not the milk and eggs
    offered before again."""
    turn = await _turns(client, messages, guest)
    offered = _offered(turn)
    assert len(offered) == 1 and _EGGS not in offered, messages
