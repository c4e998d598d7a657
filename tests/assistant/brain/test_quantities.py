"""Numbers, units and positions as shoppers type them, in both languages and both digit sets."""

from __future__ import annotations

import pytest

from hub.assistant.brain.quantities import Quantity, pack_size, read
from hub.text import words

Q = Quantity


@pytest.mark.parametrize(
    ("message", "quantity", "ordinal"),
    [
        ("add 2 milk", Q(2), None),
        ("add two of those", Q(2), None),
        ("add ٣ bananas", Q(3), None),
        ("أضف ٣ موز", Q(3), None),
        ("أضف اثنين منها", Q(2), None),
        ("ثلاث حبات طماطم", Q(3), None),
        ("add a dozen eggs", Q(12, "pc"), None),
        ("half a dozen eggs", Q(6, "pc"), None),
        ("two dozen eggs", Q(24, "pc"), None),
        ("1 kg tomatoes", Q(1000, "g"), None),
        ("2kg potatoes", Q(2000, "g"), None),
        ("half a kilo of bananas", Q(500, "g"), None),
        ("one and a half kilo rice", Q(1500, "g"), None),
        ("500g cheese", Q(500, "g"), None),
        ("2 L milk", Q(2000, "ml"), None),
        ("1.5L water", Q(1500, "ml"), None),
        ("كيلو موز", Q(1000, "g"), None),
        ("نص كيلو لحم", Q(500, "g"), None),
        ("كيلوين طماطم", Q(2000, "g"), None),
        ("لترين حليب", Q(2000, "ml"), None),
        ("حبتين أناناس", Q(2), None),
        ("٢ لتر حليب", Q(2000, "ml"), None),
        ("a couple of lemons", Q(2), None),
        ("make it zero", Q(0), None),
        ("the second one", None, 2),
        ("details of the 3rd", None, 3),
        ("number 4 please", None, 4),
        ("the last one", None, -1),
        ("add 2 of the first one", Q(2), 1),
        ("الثاني", None, 2),
        ("الثالثة", None, 3),
        ("الأخير", None, -1),
        ("رقم ٢", None, 2),
        ("أضف ٢ من الأول", Q(2), 1),
        ("this one", None, None),
        ("milk", None, None),
        # once more, no card pointed at; a sum of money, no count
        ("ابي فراوله مره ثانيه، ٢ علب", Q(2), None),
        ("5 kd? ok a kilo of dates", Q(1000, "g"), None),
        ("٥ دينار؟ حط كيلو تمر", Q(1000, "g"), None),
        # "one" closing a kind pointed at, unless a count is set
        ("diet pepsi instead of the regular one", None, None),
        ("make the chips one", Q(1), None),
    ],
)
def test_reads(message: str, quantity: Quantity | None, ordinal: int | None):
    reading = read(words(message))
    assert (reading.quantity, reading.ordinal) == (quantity, ordinal)


@pytest.mark.parametrize(
    ("label", "size"),
    [
        ("1 kg", (1000, "g")),
        ("500 g", (500, "g")),
        ("1.5 L", (1500, "ml")),
        ("250 ml", (250, "ml")),
        ("6 x 1.5 L", (9000, "ml")),
        ("15 pcs", (15, "pc")),
        ("1 bunch", (1, "pc")),
        ("Whole chicken, 1 kg", (1000, "g")),
        ("Family size", (None, None)),
    ],
)
def test_pack_sizes(label: str, size: tuple):
    assert pack_size(label) == size


@pytest.mark.parametrize(
    ("quantity", "pack", "units"),
    [
        (Q(3), (1000, "g"), 3),  # three bags of bananas
        (Q(2000, "g"), (1000, "g"), 2),  # 2 kg of a 1 kg bag
        (Q(500, "g"), (1000, "g"), 1),  # never less than one
        (Q(1500, "ml"), (1000, "ml"), 2),
        (Q(12, "pc"), (15, "pc"), 1),  # a dozen eggs: one tray of 15
        (Q(30), (15, "pc"), 2),  # thirty eggs: two trays
        (Q(2), (15, "pc"), 2),  # two trays
        (Q(2000, "g"), (None, None), 1),  # no pack size known: one unit
    ],
)
def test_units_of_a_pack(quantity: Quantity, pack: tuple, units: int):
    assert quantity.units_of(*pack) == units
