"""Follow-ups across turns, quantities, typos and both digit sets: what exactly is proposed.

The memory is carried by the test between turns, as the conversation actor carries it.
"""

from __future__ import annotations

from hub.assistant.events import Withdrawn
from hub.storefront import seed
from hub.storefront.port import LineItem
from tests.assistant.brain.harness import ALMARAI_MILK, ALMARAI_MILK_1L, BANANAS, Chat, demo_store
from tests.storefront.test_embedded import NOW

PRODUCTS = {product["_id"]: product for product in seed.PRODUCTS}


def sku(code: str) -> dict:
    return next(product for product in seed.PRODUCTS if product["sku"] == code)


async def chat(*, customer: bool = False, language: str = "en", cart: bool = False) -> Chat:
    conversation = Chat(await demo_store(), customer=customer, language=language)  # type: ignore[arg-type]
    await conversation.empty_cart()
    if cart:
        await conversation.fill_cart()
    return conversation


async def test_a_list_then_those_then_a_position_then_it():
    c = await chat()
    shown = (await c.send("do you have milk")).block("products")["productIds"]
    assert shown[0] == ALMARAI_MILK
    assert c.memory["shownProductIds"] == shown

    # "those" of a list of six milks names none of them: which one is asked
    asked = await c.send("add two of those")
    assert asked.proposed == [] and asked.block("products")["productIds"] == shown[:6]
    picked = await c.send("the first one")
    assert picked.mutations[0].items == (LineItem(ALMARAI_MILK, ALMARAI_MILK_1L, 2),)

    detail = await c.send("the second one")
    assert detail.block("product_detail") == {"kind": "product_detail", "productId": shown[1]}

    again = await c.send("add it")
    assert [item.productId for item in again.mutations[0].items] == [shown[1]]
    assert again.mutations[0].items[0].quantity == 1


async def test_the_same_in_arabic():
    c = await chat(language="ar")
    shown = (await c.send("عندكم حليب؟")).block("products")["productIds"]
    asked = await c.send("أضف اثنين منها")
    assert asked.proposed == [] and asked.block("products")["productIds"] == shown[:6]
    added = await c.send("الأول")
    assert added.mutations[0].items == (LineItem(shown[0], ALMARAI_MILK_1L, 2),)
    detail = await c.send("الثاني")
    assert detail.block("product_detail")["productId"] == shown[1]
    again = await c.send("أضفه")
    assert again.mutations[0].items[0].productId == shown[1]
    last = await c.send("تفاصيل الأخير")
    assert last.block("product_detail")["productId"] == asked.block("products")["productIds"][-1]


async def test_pointing_back_with_nothing_shown_asks_instead():
    c = await chat()
    for message in ("add two of those", "the second one", "أضف اثنين منها"):
        reply = await c.send(message)
        assert reply.proposed == []
        assert "products" not in reply.kinds


async def test_a_position_past_the_list_says_so_and_shows_the_list_again():
    c = await chat()
    shown = (await c.send("do you have bananas")).block("products")["productIds"]
    reply = await c.send("add the eighth one" if len(shown) < 8 else "add number 12")
    assert reply.proposed == []
    assert reply.block("error")["code"] == "RESOURCE_NOT_FOUND"
    assert reply.block("products")["productIds"] == shown


async def test_units_pick_packs_and_whole_units():
    c = await chat()
    milk = await c.send("add 2 L milk")
    assert milk.mutations[0].items == (LineItem(ALMARAI_MILK, f"{ALMARAI_MILK}-v2", 1),)
    tomatoes = await c.send("add 3 kg tomatoes")
    tomato = sku("VEG-TOMATO")
    assert tomatoes.mutations[0].items == (LineItem(tomato["_id"], f"{tomato['_id']}-v2", 1),)
    potatoes = await c.send("add 2 kg potatoes")
    potato = sku("VEG-POTATO")
    assert potatoes.mutations[0].items == (LineItem(potato["_id"], f"{potato['_id']}-v1", 2),)
    eggs = await c.send("add a dozen white eggs")
    egg = sku("DAI-EGG-WHITE")
    assert eggs.mutations[0].items == (LineItem(egg["_id"], f"{egg['_id']}-v1", 1),)
    arabic = await c.send("أضف كيلوين طماطم")
    assert arabic.mutations[0].items == (LineItem(tomato["_id"], f"{tomato['_id']}-v1", 2),)


async def test_arabic_indic_digits_in_either_language():
    c = await chat()
    arabic = await c.send("أضف ٣ موز")
    assert arabic.mutations[0].items == (LineItem(BANANAS, None, 3),)
    english = await c.send("add ٢ bananas")
    assert english.mutations[0].items == (LineItem(BANANAS, None, 2),)
    assert not any("\u0621" <= ch <= "\u064a" for ch in english.text)


async def test_misspellings_and_plurals_still_find_the_product():
    c = await chat()
    assert BANANAS in (await c.send("do you have bananna")).block("products")["productIds"]
    assert BANANAS in (await c.send("banans")).block("products")["productIds"]
    chicken = sku("MEA-KUP-CHICKEN")["_id"]
    assert (await c.send("add 2 fresh chiken")).mutations[0].items[0].productId == chicken
    tomato = sku("VEG-TOMATO")["_id"]
    assert tomato in (await c.send("show me tomatos")).block("products")["productIds"]
    recipe = await c.send("recipie for machboos")
    assert recipe.block("recipe")["recipeId"] == "recipe-machboos"


async def test_several_products_in_one_message():
    c = await chat()
    reply = await c.send("add 2 almarai full fat milk and 3 bananas")
    assert reply.mutations[0].items == (
        LineItem(ALMARAI_MILK, ALMARAI_MILK_1L, 2),
        LineItem(BANANAS, None, 3),
    )
    arabic = await c.send("أضف ٢ حليب كي دي دي و٣ موز")
    assert [item.quantity for item in arabic.mutations[0].items] == [2, 3]


async def test_out_of_stock_is_shown_but_not_proposed():
    mandarin = sku("FRU-MANDARIN")
    assert mandarin["stock"] == 0
    c = await chat()
    search = await c.send("do you have mandarins")
    assert mandarin["_id"] in search.block("products")["productIds"]
    add = await c.send("add the first one")
    assert add.proposed == []
    assert add.block("error")["code"] == "OUT_OF_STOCK"
    assert add.block("product_detail")["productId"] == mandarin["_id"]
    alternatives = add.block("products")["productIds"]
    assert alternatives and mandarin["_id"] not in alternatives
    assert all(PRODUCTS[pid]["stock"] > 0 for pid in alternatives)


async def test_more_than_the_shelf_holds_is_not_proposed():
    c = await chat()
    reply = await c.send("add 500 bananas")
    assert reply.proposed == []
    assert reply.block("error")["code"] == "OUT_OF_STOCK"


async def test_changing_and_removing_lines_of_the_cart():
    c = await chat(cart=True)
    change = await c.send("change milk to 3")
    assert change.mutations[0].type == "update_cart_item"
    assert change.mutations[0].items == (LineItem(ALMARAI_MILK, ALMARAI_MILK_1L, 3),)
    make = await c.send("make it 5")
    assert make.mutations[0].items == (LineItem(ALMARAI_MILK, ALMARAI_MILK_1L, 5),)
    arabic = await c.send("خليها ٤")
    assert arabic.mutations[0].items[0].quantity == 4
    zero = await c.send("make it 0")
    assert zero.proposed == ["remove_cart_item"]
    remove = await c.send("remove the bananas")
    assert remove.mutations[0].items == (LineItem(BANANAS, None, 4),)


async def test_a_new_quantity_for_something_not_in_the_cart_adds_it():
    c = await chat(cart=True)
    reply = await c.send("change red apples to 2")
    assert reply.proposed == ["add_to_cart"]
    assert reply.mutations[0].items[0].quantity == 2
    # the apples were only offered: removing them takes the offer back, the cart untouched
    taken_back = await c.send("remove the red apples")
    assert taken_back.proposed == [] and "error" not in taken_back.kinds
    assert any(isinstance(e, Withdrawn) for e in taken_back.events)
    missing = await c.send("remove the red apples")
    assert missing.proposed == []
    assert missing.block("error")["code"] == "RESOURCE_NOT_FOUND"
    assert "cart_summary" in missing.kinds


async def test_recipes_are_remembered_and_scaled():
    c = await chat()
    recipe = next(r for r in seed.RECIPES if r["_id"] == "recipe-machboos")
    shown = await c.send("recipe for machboos for 12 people")
    assert shown.block("recipe") == {"kind": "recipe", "recipeId": recipe["_id"], "servings": 12}
    # the steps keep the recipe's own amounts, and say so before them
    said_for, *steps = shown.block("text")["text"].splitlines()
    assert "for 12" in said_for and "for 6" in said_for, said_for
    assert len(steps) == len(recipe["steps"]["en"]) and steps[0].startswith("1. ")
    add = await c.send("add this recipe to my cart")
    mutation = add.mutations[0]
    assert mutation.params == {"recipeId": recipe["_id"]}
    factor = 12 / recipe["servings"]
    pantry = {p["_id"] for p in seed.PRODUCTS if p["categoryId"] in ("cat-spices", "cat-oils-ghee")}
    assert [item.quantity for item in mutation.items] == [
        i["quantity"] if i["productId"] in pantry else max(1, -(-i["quantity"] * factor // 1))
        for i in recipe["ingredients"]
    ]
    assert any(i["productId"] in pantry for i in recipe["ingredients"])


async def test_orders_are_remembered_for_a_reorder():
    c = await chat(customer=True)
    shown = await c.send("show order KW-100231")
    assert shown.block("order")["orderId"] == "order-demo-1-1"
    again = await c.send("reorder that order")
    assert again.mutations[0].params == {"orderId": "order-demo-1-1"}
    status = await c.send("where is my order")
    assert status.block("order_status")["orderId"] == "order-demo-1-4"  # out for delivery


async def test_faq_answers_the_question_asked():
    c = await chat()
    for message, faq in [
        ("do you accept KNET", "faq-payment-methods"),
        ("how do loyalty points work", "faq-loyalty-points"),
        ("what is the minimum order", "faq-minimum-order"),
        ("what are your delivery fees", "faq-delivery-fee"),
        ("can I cancel my order?", "faq-cancel-order"),
        ("when do you open?", "faq-opening-hours"),
        ("هل تقبلون كي نت؟", "faq-payment-methods"),
        ("كم رسوم التوصيل؟", "faq-delivery-fee"),
        ("ما هو الحد الأدنى للطلب؟", "faq-minimum-order"),
    ]:
        reply = await c.send(message)
        assert reply.block("faq")["faqIds"][0] == faq, message


async def test_coupons_points_express_areas_and_addresses_carry_their_parameters():
    c = await chat(customer=True, cart=True)
    coupon = await c.send("use code fresh10")
    assert coupon.mutations[0].params == {"couponCode": "FRESH10"}
    assert coupon.block("offers") == {
        "kind": "offers",
        "offerIds": ["offer-fresh-produce"],
        "couponCode": "FRESH10",
    }
    assert (await c.send("use 500 points")).mutations[0].params == {"points": 500}
    assert (await c.send("استخدم ٥٠٠ نقطة")).mutations[0].params == {"points": 500}
    assert (await c.send("use my points")).mutations[0].params == {"points": 2450}
    too_many = await c.send("use 99999 points")
    assert too_many.proposed == [] and "error" not in too_many.kinds
    assert too_many.block("text")["text"].startswith("2450 points")
    assert (await c.send("no express")).mutations[0].params == {"express": False}
    assert (await c.send("أبي توصيل سريع")).mutations[0].params == {"express": True}
    area = await c.send("deliver to salmiyah")
    assert area.mutations[0].params == {"areaId": "area-salmiya"}
    address = await c.send("deliver to my work address")
    assert address.mutations[0].params == {"addressId": "addr-demo-1-work"}
    assert address.block("delivery_info") == {"kind": "delivery_info", "areaId": "area-sharq"}


async def test_a_coupon_below_its_minimum_is_explained_not_proposed():
    c = await chat()
    await c.send("add 1 banana")
    await c.store.apply(c.owner, (await c.send("add 1 banana")).mutations[0])
    reply = await c.send("apply coupon FRESH10")
    assert reply.proposed == []
    assert reply.block("error")["code"] == "VALIDATION_ERROR"
    assert reply.block("offers")["couponCode"] == "FRESH10"


async def test_delivery_questions_name_the_area_and_the_day():
    c = await chat()
    info = await c.send("how much is delivery to Jabriya")
    assert info.block("delivery_info") == {"kind": "delivery_info", "areaId": "area-jabriya"}
    arabic = await c.send("كم التوصيل للجابرية")
    assert arabic.block("delivery_info")["areaId"] == "area-jabriya"
    tomorrow = await c.send("delivery slots tomorrow")
    days = tomorrow.block("delivery_slots")["days"]
    assert [day["date"] for day in days] == ["2025-03-02"]
    week = await c.send("when can you deliver")
    assert week.block("delivery_slots")["days"][0]["date"] == NOW.date().isoformat()
    branch = await c.send("where is the Salmiya branch")
    assert branch.block("locations")["branchIds"] == ["branch-salmiya"]


async def test_offers_narrow_to_what_was_asked():
    c = await chat()
    everything = (await c.send("any offers?")).block("offers")["offerIds"]
    fruit = (await c.send("offers on fruits")).block("offers")["offerIds"]
    assert "offer-fresh-produce" in fruit and len(fruit) < len(everything)
