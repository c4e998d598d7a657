"""What an offer not yet confirmed is, and what a cart line already is: a count said right
after an offer revises the offer even when the cart held the goods before ("make it 3",
"خلها ٣", "la 5aleha 3"), and once confirmed the same words change the line; "i only need 1
milk" of a line of two sets it to one; a bare "it" after goods named in the same message is
those goods, one line ("abgha 7aleeb o 7o6a"); a word a line holds as spelt beats a
sound-alike ("shel el bai6" is the eggs, not the white bread); a want denied ("ما ابي حليب")
asks no removal of the cart, and after an offer takes that item back from it. Over a real
socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import Turn, confirm, send

MILK = "Almarai Full Fat Fresh Milk"


def _lines(turn: Turn, action_type: str) -> list[tuple[str, int]]:
    return [
        (item["product"]["name"], item["quantity"]) for item in turn.action(action_type)["items"]
    ]


def _actions(turn: Turn) -> list[str]:
    return [block["actionType"] for block in turn.end["blocks"] if block["kind"] == "cart_action"]


async def _bought(client: Any, message: str, guest: str, conversation: str | None = None) -> str:
    """The goods asked for put in the guest's cart through Confirm; the conversation's id."""
    offered = await send(client, message, conversation, guest=guest)
    done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200, message
    return offered.conversation_id


@pytest.mark.parametrize(
    ("offer", "correction", "later", "guest"),
    [
        ("add 2 almarai milk", "make it 3", "make it 4", GUEST_A),
        ("add 2 almarai milk", "no, 3", "actually make it 4", GUEST_B),
        ("add 2 almarai milk", "sorry i meant 3", "change it to 4", GUEST_A),
        ("ضيف ٢ حليب المراعي", "خلها ٣", "خلها ٤", GUEST_B),
        ("ضيف ٢ حليب المراعي", "لا ٣", "لا خلها ٤", GUEST_A),
        ("ضيف ٢ حليب المراعي", "قصدي ٣", "غيرها ل ٤", GUEST_B),
        ("7ot 2 7aleeb almarai", "la 5aleha 3", "5aleha 4", GUEST_A),
        ("7ot 2 7aleeb almarai", "la 2asdi 3", "la 5aleha 4", GUEST_B),
    ],
)
async def test_a_count_right_after_an_offer_revises_it_though_the_cart_holds_the_goods(
    client: Any, offer: str, correction: str, later: str, guest: str
) -> None:
    conversation = await _bought(client, offer, guest)  # two milks in the cart already
    offered = await send(client, offer, conversation, guest=guest)
    assert _lines(offered, "add_to_cart") == [(MILK, 2)], offer
    revised = await send(client, correction, conversation, guest=guest)
    assert _actions(revised) == ["add_to_cart"], (correction, revised.end["content"])
    assert _lines(revised, "add_to_cart") == [(MILK, 3)], correction
    done = await confirm(client, revised.action("add_to_cart")["actionId"], guest=guest)
    assert done.status == 200
    # confirmed: the cart holds five, and a new count is of the cart's line
    changed = await send(client, later, conversation, guest=guest)
    assert _lines(changed, "update_cart_item") == [(MILK, 4)], (later, changed.end["content"])


@pytest.mark.parametrize(
    ("message", "guest", "wanted"),
    [
        ("i only need 1 milk", GUEST_A, 1),
        ("i just need one milk", GUEST_B, 1),
        ("ابي حليب واحد بس", GUEST_A, 1),
        ("بس احتاج ١ حليب", GUEST_B, 1),
        ("abi 7aleeb wa7ed bs", GUEST_A, 1),
        ("only need 1 almarai milk not 3", GUEST_B, 1),
    ],
)
async def test_only_that_many_of_goods_in_the_cart_sets_their_line(
    client: Any, message: str, guest: str, wanted: int
) -> None:
    conversation = await _bought(client, "add 3 almarai milk", guest)
    turn = await send(client, message, conversation, guest=guest)
    assert _lines(turn, "update_cart_item") == [(MILK, wanted)], (message, turn.end["content"])


async def test_more_of_a_line_or_as_many_as_it_holds_is_no_new_count(client: Any) -> None:
    conversation = await _bought(client, "add 2 almarai milk", GUEST_A)
    for message, action in (
        ("add 1 more almarai milk", "add_to_cart"),
        ("ضيف حليب المراعي واحد زيادة", "add_to_cart"),
        ("zeed wa7ed 7aleeb almarai", "add_to_cart"),
    ):
        turn = await send(client, message, conversation, guest=GUEST_A)
        assert _lines(turn, action) == [(MILK, 1)], message
    for message in ("i only need 2 milk", "ابي حليب ٢ بس", "abi 2 7aleeb bs"):
        held = await send(client, message, guest=GUEST_A)  # no offer pending: the cart's two
        assert "cart_action" not in kinds(held), (message, held.end["content"])


@pytest.mark.parametrize(
    ("message", "guest", "wanted"),
    [
        ("ground cumin, add it", GUEST_A, "Bayara Ground Cumin"),
        ("kitkat, put it in my cart", GUEST_B, "Nestlé KitKat 4 Finger"),
        ("ابي كمون مطحون وحطه", GUEST_A, "Bayara Ground Cumin"),
        ("ابغى حلوم وحطه بالسلة", GUEST_B, "Baladna Halloumi Cheese"),
        ("ground cumin o 7o6a", GUEST_A, "Bayara Ground Cumin"),
        ("abgha 7alloum o 7o6a", GUEST_B, "Baladna Halloumi Cheese"),
        ("abi kitkat w 7o6a", GUEST_A, "Nestlé KitKat 4 Finger"),
    ],
)
async def test_it_after_goods_named_in_the_same_message_is_those_goods(
    client: Any, message: str, guest: str, wanted: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert _lines(turn, "add_to_cart") == [(wanted, 1)], (message, turn.end["content"])


@pytest.mark.parametrize(
    "message",
    ["add ground cumin and kitkat", "حط كمون مطحون وكيت كات", "7ot ground cumin w kitkat"],
)
async def test_two_goods_named_are_still_two_lines(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert sorted(_lines(turn, "add_to_cart")) == [
        ("Bayara Ground Cumin", 1),
        ("Nestlé KitKat 4 Finger", 1),
    ], message


async def test_a_word_a_line_holds_as_spelt_beats_a_sound_alike(client: Any) -> None:
    conversation = await _bought(client, "add large white eggs", GUEST_B)
    for goods in ("add pepsi cola cans", "add kfmb white arabic bread", "add white toast bread"):
        await _bought(client, goods, GUEST_B, conversation)
    for message, wanted in (
        ("shel el bai6 wel pepsi", {"Large White Eggs", "Pepsi Cola Cans"}),
        ("shel el bai6", {"Large White Eggs"}),
        ("شيل البيض والبيبسي", {"Large White Eggs", "Pepsi Cola Cans"}),
        ("remove the eggs", {"Large White Eggs"}),
        # the near neighbours: the white goods by their own words
        ("شيل التوست الابيض", {"KFMB White Sliced Toast Bread"}),
        ("remove the white toast", {"KFMB White Sliced Toast Bread"}),
        ("shel el 5obz el 3arabi", {"KFMB White Arabic Bread"}),
    ):
        turn = await send(client, message, conversation, guest=GUEST_B)
        taken = {name for name, _ in _lines(turn, "remove_cart_item")}
        assert taken == wanted, (message, turn.end["content"])


@pytest.mark.parametrize(
    ("denied", "guest"),
    [
        ("i don't want milk", GUEST_A),
        ("i dont want milk anymore", GUEST_B),
        ("ما ابي حليب", GUEST_A),
        ("ما احتاج حليب", GUEST_B),
        ("ma abi 7aleeb", GUEST_A),
        ("mabi 7aleeb", GUEST_B),
    ],
)
async def test_a_want_denied_asks_no_removal_of_the_cart(
    client: Any, denied: str, guest: str
) -> None:
    conversation = await _bought(client, "add 2 almarai milk", guest)
    turn = await send(client, denied, conversation, guest=guest)
    assert "cart_action" not in kinds(turn), (denied, turn.end["content"])


@pytest.mark.parametrize(
    ("asked", "guest"),
    [
        ("i don't want milk, remove it", GUEST_A),
        ("ما ابي الحليب شيله", GUEST_B),
        ("ma abi el 7aleeb shela", GUEST_A),
    ],
)
async def test_a_want_denied_with_a_removal_asked_removes(
    client: Any, asked: str, guest: str
) -> None:
    conversation = await _bought(client, "add 2 almarai milk", guest)
    turn = await send(client, asked, conversation, guest=guest)
    assert _lines(turn, "remove_cart_item") == [(MILK, 2)], (asked, turn.end["content"])


@pytest.mark.parametrize(
    ("offer", "denied", "guest"),
    [
        ("add 2 halloumi and kitkat", "i don't want the kitkat", GUEST_A),
        ("ضيف ٢ حلوم وكيت كات", "ما ابي الكيت كات", GUEST_B),
        ("7ot 2 7alloum w kitkat", "ma abi el kitkat", GUEST_A),
    ],
)
async def test_a_want_denied_right_after_an_offer_takes_that_item_back(
    client: Any, offer: str, denied: str, guest: str
) -> None:
    offered = await send(client, offer, guest=guest)
    assert len(_lines(offered, "add_to_cart")) == 2, offer
    turn = await send(client, denied, offered.conversation_id, guest=guest)
    assert _lines(turn, "add_to_cart") == [("Baladna Halloumi Cheese", 2)], denied


@pytest.mark.parametrize(
    ("pick", "guest"),
    [
        ("add the kuwaiti one", GUEST_A),
        ("ok put the kuwaiti one", GUEST_B),
        ("ضيف اللي كويتي", GUEST_A),
        ("7ot el kuwaiti wa7ed", GUEST_B),
    ],
)
async def test_a_word_of_ones_own_name_picks_it_not_its_brands_goods(
    client: Any, pick: str, guest: str
) -> None:
    shown = await send(client, "show me bread", guest=guest)
    assert "Kuwaiti Regag Bread" in names(shown)
    turn = await send(client, pick, shown.conversation_id, guest=guest)
    assert _lines(turn, "add_to_cart") == [("Kuwaiti Regag Bread", 1)], (pick, turn.end["content"])
