"""The store's own services asked in shoppers' words are answered, never turned away as
another matter: its membership, branches and opening hours, ways to pay, a diet the doctor
ordered, ordering "in the app", a saved place for the cart. A product of the conversation
picked by a word of its name is the store's too. Their look-alikes (a gym's membership, a
bank's branch, a job, a university's classes, a glucose meter) stay declined or are said
not to be sold, with no card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, send_declined
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import Turn, send

DECLINED = ("only help with your shopping", "أساعدك بس في التسوق")


def not_declined(turn: Turn, message: str) -> None:
    assert turn.status == 200, message
    assert not any(words in turn.end["content"] for words in DECLINED), (message, turn.end)
    assert kinds(turn) != ["actions"] or turn.end["content"], message


async def test_membership_branches_and_ways_to_pay_are_answered(client: Any) -> None:
    for message, guest, card in (
        ("is fresh pro worth paying for if i shop every week?", GUEST_A, "faq"),
        ("شنو فريش برو؟ يستاهل الاشتراك؟", GUEST_B, "faq"),
        ("shno fresh pro, yiswa el eshtirak?", GUEST_B, "faq"),
        ("which of your branches is closest to jabriya, open now?", GUEST_A, "locations"),
        ("وين اقرب فرع لكم للجابريه وهل هو فاتح الحين", GUEST_B, "locations"),
        ("wain a8rab far3 lkom lil jabriya, maftoo7?", GUEST_B, "locations"),
        ("can i pay with a mada card?", GUEST_A, "faq"),
        ("وشلون ادفع؟ بطاقتي مدى", GUEST_B, "faq"),
        ("shlon adfa3 lkom, 3indi ba6a8at mada", GUEST_B, "faq"),
    ):
        turn = await send(client, message, guest=guest)
        not_declined(turn, message)
        assert card in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), message


async def test_a_diet_the_doctor_ordered_is_answered_honestly(client: Any) -> None:
    # the demo store sells no lactose-free milk: said, with no card of a milkless drink
    for message, guest in (
        ("My doctor says I'm lactose intolerant. Which milk can I still drink?", GUEST_A),
        ("الدكتور قال عندي حساسيه لاكتوز، اي حليب اقدر اشرب؟", GUEST_B),
        ("el daktor gal 3indi 7asasiya lactose, ay 7aleeb agdar ashrab", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        not_declined(turn, message)
        assert "products" not in kinds(turn), (message, kinds(turn))
    # ...and a question after a reaction to that answer is read as the store's
    shown = await send(client, "I'm lactose intolerant, what milk do you have?", guest=GUEST_A)
    turn = await send(
        client, "Oh, that's a pity. And cheese or yoghurt?", shown.conversation_id, guest=GUEST_A
    )
    not_declined(turn, "cheese or yoghurt after a pity")


async def test_cancelling_the_order_in_talk_is_no_health_question(client: Any) -> None:
    token = customer_token("demo-2")
    status = await send(client, "where is my order", token=token)
    turn = await send(client, "ugh ok cancel it then, ill order again", status.conversation_id,
                      token=token)  # fmt: skip
    not_declined(turn, "cancel it then ill order again")
    assert "order_status" in kinds(turn) or "faq" in kinds(turn), kinds(turn)


async def test_a_saved_place_named_for_the_order_is_proposed(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "هذا كله حق البيت مو الشاليه",
        "لا ترا هذي المره للبيت مو الشاليه",
        "this one is for home, not the chalet",
        "tara hal ashya2 lil bait mo lil chalet",
    ):
        turn = await send(client, message, token=token)
        not_declined(turn, message)
        assert turn.action("select_address")["params"]["addressId"] == "addr-demo-3-home", message


async def test_a_product_shown_is_picked_by_a_word_of_its_name(client: Any) -> None:
    for show, pick, guest in (
        ("عندكم خبز اسمر؟", "العربي", GUEST_B),
        ("show me the honey you have", "ok the black forest", GUEST_A),
        ("show me bread", "the arabic one", GUEST_A),
    ):
        shown = await send(client, show, guest=guest)
        turn = await send(client, pick, shown.conversation_id, guest=guest)
        not_declined(turn, pick)
        # its card, or, settled on ("ok the ..."), offered for the cart
        shown_or_offered = {"products", "product_detail", "cart_action"}
        assert shown_or_offered & set(kinds(turn)), (pick, kinds(turn))
    # the name as typed in Arabizi is the store's too, whatever it then finds
    for show, pick in (
        ("3indkom 3asal?", "5alas el black forest"),
        ("abi gahwa", "el kuwaiti wa7ed"),
    ):
        shown = await send(client, show, guest=GUEST_B)
        not_declined(await send(client, pick, shown.conversation_id, guest=GUEST_B), pick)


async def test_a_short_reference_naming_nothing_we_sell_stays_declined(client: Any) -> None:
    for show, other, guest in (
        ("show me bread", "ok the iphone", GUEST_A),
        ("show me bread", "the weather", GUEST_A),
        ("عندكم خبز اسمر؟", "الطقس", GUEST_B),
        ("3indkom 5ubz?", "el kuwaiti dinar", GUEST_B),
    ):
        shown = await send(client, show, guest=guest)
        turn = await send(client, other, shown.conversation_id, guest=guest)
        assert_declined(turn, other, arabic=guest == GUEST_B)


async def test_look_alikes_of_the_stores_services_stay_declined(client: Any) -> None:
    for message in (
        "are you hiring? i need a job",
        "any job openings for cashiers at your company",
        "did kuniv cancel classes tomorrow lol",
        "is the gym membership at oxygen worth it",
    ):
        await send_declined(client, message, GUEST_A)
    for message in (
        "عندكم وظايف؟ ابي اشتغل عندكم",
        "فيه محاضرات بكره بالجامعه؟",
        "w 3indkom shwagher? abi ashtighil 3indkom",
        "fee dawam bil jam3a bacher?",
    ):
        await send_declined(client, message, GUEST_B)


async def test_a_glucose_meter_is_said_not_to_be_sold_without_sugar_cards(client: Any) -> None:
    for message, guest in (
        ("where can i get the cheapest glucose meter", GUEST_A),
        ("بكم جهاز قياس السكر عندكم؟", GUEST_B),
        ("abi jihaz 8iyas el sukkar, 3indkom?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
        assert "pharmacy" in turn.end["content"] or "الصيدلية" in turn.end["content"], (
            message,
            turn.end["content"],
        )
