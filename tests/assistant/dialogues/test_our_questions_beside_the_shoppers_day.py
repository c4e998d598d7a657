"""The store's own questions told beside the shopper's day, over a real socket in English,
Gulf Arabic and Arabizi: where the order is, a way of paying at the door or a branch's hours,
asked beside a shift, a clinic or a trip, are answered, never declined as another matter; the
same question of another business's order or a flight's refund stays declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_where_the_order_is_beside_the_shoppers_day_is_shown(client: Any) -> None:
    token = customer_token("demo-1")  # an order out for delivery, late
    for message in (
        "where's my order? i have to leave for my shift at the hospital soon",
        "وين طلبي؟ لازم اروح المستشفى بعد شوي",
        "wain 6albi? lazim aroo7 el mustashfa ba3ad shway",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))


async def test_paying_at_the_door_or_a_branchs_hours_beside_news_are_answered(
    client: Any,
) -> None:
    for message, guest, kind in (
        ("do you take cash at the door? my bank card expired last week", GUEST_A, "faq"),
        ("تاخذون كاش عند الباب؟ بطاقتي انتهت", GUEST_B, "faq"),
        ("tgbaloon knet 3ind el istilam? el visa maalti ingiflat w ana msafer", GUEST_B, "faq"),
        ("what time does the fahaheel branch close, i finish at the clinic at 11", GUEST_A,
         "locations"),
        ("فرع الفحيحيل متى يسكر؟ اطلع من العياده الساعه ١١", GUEST_B, "locations"),
        ("far3 el jahra mata ysakir? ana bil dawam lain 10", GUEST_B, "locations"),
    ):  # fmt: skip
        turn = await send(client, message, guest=guest)
        assert kind in kinds(turn), (message, kinds(turn))


async def test_another_business_order_or_refund_beside_ours_stays_declined(client: Any) -> None:
    for message, guest in (
        ("where is my order? ordered from talabat an hour ago and still nothing", GUEST_A),
        ("my flight got cancelled, can i get a refund", GUEST_A),
        ("طلبي من طلبات تاخر، وين طلبي؟", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) == ["actions"], (message, kinds(turn))  # the decline's chips only
        reply = turn.end["content"]
        assert "shopping" in reply or "التسوق" in reply, (message, reply)


async def test_what_to_cook_or_money_back_for_goods_beside_news_is_answered(
    client: Any,
) -> None:
    token = customer_token("demo-1")
    for message, kind in (
        ("what should i cook for 6 people, my uncles are visiting", "recipe"),
        ("شنو اطبخ لـ ٦ اشخاص؟ اعمامي جايين", "recipe"),
        ("shno a6ba5 l 6 ash5a9? a3mami yayeen", "recipe"),
        ("refund for the expired laban please, my son drank some", "faq"),
        ("ابي ارجاع فلوس الطماط الخربان، مرتي زعلت", "faq"),
        ("rja3oli floos el laban el muntahi, umi ti3bat", "faq"),
    ):
        turn = await send(client, message, token=token)
        assert kind in kinds(turn), (message, kinds(turn))


async def test_goods_for_a_guests_diet_beside_news_are_looked_up(client: Any) -> None:
    for message, guest in (
        ("got any pasta without gluten, my cousin has celiac and she's sleeping over", GUEST_A),
        ("عندكم معكرونه بدون جلوتين؟ بنت عمي عندها سيلياك وبايته عندنا", GUEST_B),
        ("3indkum ma3karona bidoon gluten? bint 3ami 3indha celiac w bayta 3indana", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        # what we have for that diet, or that we have none: never the decline's chips alone
        assert {"products", "text"} & set(kinds(turn)), (message, kinds(turn))


async def test_a_question_on_what_the_news_named_of_ours_is_answered(client: Any) -> None:
    for message, guest in (
        ("i got a code from my sister, how do i use it?", GUEST_A),
        ("المندوب دق الجرس وانا نايمه، يقدر يرجع؟", GUEST_B),
        ("3indi code min bint 5alti, shlon ast5dma?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), (message, kinds(turn))


async def test_meal_ideas_for_someone_after_a_hospital_stay_are_our_recipes(client: Any) -> None:
    for message, guest in (
        ("meal ideas for my grandma who just got out of hospital", GUEST_A),
        ("افكار اكل ليدتي توها طالعه من المستشفى", GUEST_B),
        ("afkar akil l yadti taha 6al3a min el mustashfa", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" in kinds(turn), (message, kinds(turn))


async def test_what_to_make_with_a_food_beside_news_is_our_recipes(client: Any) -> None:
    for message, guest in (
        ("what can i make with shrimp and rice? payday is still a week away", GUEST_A),
        ("شو اسوي بالشعريه؟ امي جايه", GUEST_B),
        ("shno asawi bil 9ayda? rayli msafer", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" in kinds(turn), (message, kinds(turn))


async def test_money_back_asked_before_the_spoilt_goods_told_is_a_complaint(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "did you refund me yet? the fish was spoiled and my husband was furious",
        "رجعتوا لي فلوسي؟ الروبيان كان خربان وريلي معصب",
        "shlon el refund? el laban kan muntahi w o5ti intibhat",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))  # the returns policy


async def test_our_delivery_booked_beside_news_shows_its_windows(client: Any) -> None:
    for message, guest in (
        ("i want to book a delivery for sunday evening, my daughter's birthday party", GUEST_A),
        ("ابي احجز توصيل يوم الاحد المسا، عيد ميلاد بنتي", GUEST_B),
        ("abi a7jiz tawseel yom el 5amees el 3a9er, 3eed milad a5ooy", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn))
