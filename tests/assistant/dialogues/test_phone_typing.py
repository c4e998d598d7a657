"""Messages typed the way phones type them, over a real socket: a chat word with its last
letter doubled ("hii", "هلاا") greets, a sort said with "the" after a list ("add 3 of the red")
picks that one of the list, and a card or an account frozen is declined, never a food's
storage answer."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_FOUND = ("couldn't find", "ما لقيت")
GOODS = {"products", "product_detail", "cart_action"}


async def test_a_greeting_with_its_last_letter_doubled_greets(client: Any) -> None:
    for message, arabic in (
        ("hii", False),
        ("helloo", False),
        ("heyy", False),
        ("Hii there", False),
        ("هلاا", True),
        ("مرحباا", True),
        ("halaa", True),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not GOODS & set(kinds(turn)), (message, kinds(turn))
        content = turn.end["content"]
        assert not any(words in content for words in NOT_FOUND), (message, content)
        assert is_arabic(content) == arabic, (message, content)
    for message in ("thankss", "okk", "شكراا"):
        turn = await send(client, message, guest=GUEST_B)
        assert not GOODS & set(kinds(turn)), (message, kinds(turn))


async def test_a_sort_said_with_the_picks_that_one_of_the_list(client: Any) -> None:
    for show, pick, wanted, count in (
        ("lentils pls", "add 2 of the red", "Red Lentils", 2),
        ("show me apples", "add the green", "Green Apples", 1),
        ("eggs", "2 of the brown", "Brown Eggs", 2),
        ("عندكم عدس", "ضيف ٢ من الاحمر", "Red Lentils", 2),
        ("3indkom 3ads", "7ot 2 mn el a7mar", "Red Lentils", 2),
    ):
        shown = await send(client, show, guest=GUEST_A)
        [meant] = [card["_id"] for card in products(shown) if wanted in card["name"]]
        added = await send(client, pick, shown.conversation_id, guest=GUEST_A)
        [line] = added.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (meant, count), (pick, line)


async def test_a_card_or_account_frozen_is_declined_and_food_frozen_is_kept(
    client: Any,
) -> None:
    for message, arabic in (
        ("freeze my card pls", False),
        ("freeze my card pls someone stole it", False),
        ("can u unfreeze my visa", False),
        ("my phone keeps freezing", False),
        ("جمد بطاقتي لو سمحت", True),
        ("حسابي بالبنك مجمد شسوي", True),
        ("jamdo bi6a8ti law sama7t", True),
        ("abi ajamid el card mal el bank", True),
    ):
        turn = await send(client, message, guest=GUEST_B)
        assert kinds(turn) == ["actions"], (message, kinds(turn))
        assert is_arabic(turn.end["content"]) == arabic, (message, turn.end["content"])
    for message in ("can i freeze bread", "can i freeze laban", "اقدر اجمد الخبز؟"):
        turn = await send(client, message, guest=GUEST_A)
        assert kinds(turn) != ["actions"], (message, turn.end["content"])
        assert "text" in kinds(turn) or "freez" in turn.end["content"].lower(), message
