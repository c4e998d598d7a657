"""Short follow-ups that point at what was just shown or proposed, over a real socket, in
English, Gulf Arabic and Arabizi: an alternative accepted by its name, both goods shown and one
more, a brand's other kind, a count said with an ok, Arabic duals as two, all the points right
after the balance, a doubled cart line, and a "do it" to a proposal that is no product."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, confirm, send

SHAMPOO_LOTION_CERELAC = {"p-1806": 1, "p-1808": 1, "p-1810": 1}
NOTHING_SHOWN = ("haven't shown", "لم أعرض", "welcome", "العفو")


def lines(turn: Turn, action_type: str = "add_to_cart") -> dict[str, int]:
    return {line["productId"]: line["quantity"] for line in turn.action(action_type)["items"]}


async def _plays(
    client: Any, guest: str, pairs: tuple[tuple[str, str, dict[str, int]], ...]
) -> None:
    for first, follow_up, wanted in pairs:
        shown = await send(client, first, guest=guest)
        turn = await send(client, follow_up, shown.conversation_id, guest=guest)
        assert lines(turn) == wanted, follow_up


async def test_an_alternative_or_both_shown_are_taken_by_a_word(client: Any) -> None:
    await _plays(
        client,
        GUEST_A,
        (
            # the asked powder is out: the gel shown beside it, accepted by its name
            ("do you have tide powder?", "the gel is ok", {"p-1902": 1}),
            ("3indkom tide powder?", "il gel ok", {"p-1902": 1}),
            ("عندكم تايد بودره؟", "خلاص الجل", {"p-1902": 1}),
            # both goods shown, and one more named
            ("johnson shampoo and lotion?", "put both plus cerelac", SHAMPOO_LOTION_CERELAC),
            (
                "طيب شامبو جونسون واللوشن حقهم موجود؟",
                "حطهم الاثنين ومعهم سيريلاك",
                SHAMPOO_LOTION_CERELAC,
            ),
            (
                "shampoo johnson w il lotion 3indkom?",
                "7u6hom il thnain w cerelac",
                SHAMPOO_LOTION_CERELAC,
            ),
        ),
    )
    for message in ("ابي خيارتين", "7ot 5iyaratain", "حط دجاجتين ساديا"):
        turn = await send(client, message, guest=GUEST_A)
        assert list(lines(turn).values()) == [2], message  # two, never one of a "dual" word


async def test_another_kind_or_a_count_with_an_ok_follows_what_was_offered(client: Any) -> None:
    await _plays(
        client,
        GUEST_B,
        (
            # the brand's other kind, in the count said after it
            (
                "add 2 al kabeer cheese samboosa",
                "and the meat ones too, 3 boxes",
                {"p-1511": 2, "p-1512": 3},
            ),
            ("ضيف ٢ سمبوسة جبن الكبير", "واللحم بعد ٣ علب", {"p-1511": 2, "p-1512": 3}),
            ("7ot kdd chocolate ice cream", "w il vanilla kaman, 2", {"p-1515": 1, "p-1514": 2}),
            # a count said with an ok
            ("kdd chocolate milk?", "ok, one", {"p-1209": 1}),
            ("عندكم سيريلاك؟", "تمام وحده", {"p-1810": 1}),
            ("3indkom cerelac?", "tamam wa7id", {"p-1810": 1}),
        ),
    )
    for first, neighbour in (
        ("kdd chocolate milk?", "thanks, that's all"),
        ("عندكم سيريلاك؟", "التوصيل ياخذ ساعتين؟"),
    ):
        shown = await send(client, first, guest=GUEST_B)
        turn = await send(client, neighbour, shown.conversation_id, guest=GUEST_B)
        assert "cart_action" not in kinds(turn), neighbour


async def test_all_the_points_and_a_doubled_line_are_read_against_the_conversation(
    client: Any,
) -> None:
    token = customer_token("demo-2")
    added = await send(client, "add 3 pepsi cans", token=token)
    assert (
        await confirm(client, added.action("add_to_cart")["actionId"], token=token)
    ).status == 200
    for message in ("double the pepsi", "ضاعف البيبسي", "dabel il pepsi"):
        turn = await send(client, message, token=token)
        assert lines(turn, "update_cart_item") == {"p-1212": 6}, message
    for balance, follow_up, redeems in (
        ("how many points do i have", "use it for what?", False),
        ("how many points do i have", "use them all", True),
        ("kam points 3indi", "7u6hom kilhum", True),
        ("كم نقاطي؟", "استخدم كلها", True),
    ):
        shown = await send(client, balance, token=token)
        turn = await send(client, follow_up, shown.conversation_id, token=token)
        spent = [b for b in turn.end["blocks"] if b.get("actionType") == "apply_loyalty"]
        assert bool(spent) is redeems, follow_up


async def test_a_go_ahead_to_what_is_no_product_is_never_told_nothing_was_shown(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for first, go_ahead in (
        ("deliver to my work address", "yes, do it"),
        ("ابي التوصيل للدوام", "اي سوها"),
        ("abi el tawseel 7ag el dawam", "ee sawha"),
    ):
        offered = await send(client, first, token=token)
        assert offered.action("select_address")["params"]["addressId"] == "addr-demo-1-work"
        turn = await send(client, go_ahead, offered.conversation_id, token=token)
        said = turn.end["content"]
        assert "Confirm" in said or "تأكيد" in said, go_ahead  # pointed at the card's Confirm
        assert not any(words in said for words in NOTHING_SHOWN), go_ahead
    for first, go_ahead in (
        ("any coupon for cleaning?", "yes do it"),
        ("fee coupon 7ag il mona'6efat?", "ee sawha"),
    ):
        shown = await send(client, first, token=token)
        turn = await send(client, go_ahead, shown.conversation_id, token=token)
        assert "offers" in kinds(turn) and "products" not in kinds(turn), go_ahead
        assert not any(words in turn.end["content"] for words in NOTHING_SHOWN), go_ahead
