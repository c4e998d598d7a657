"""Build the labelled corpus from `frames.py`: `python -m hub.assistant.brain.corpus.build`.

Every frame is filled with several slot values and dressed the way shoppers type: a greeting
or "please" around it, a dropped word, a letter swapped, missed or doubled, no punctuation.
The output is deterministic (a fixed seed), so re-running it on unchanged frames rewrites the
same files. One message in five (by a stable hash of its text) goes to `heldout.jsonl`, which
the model never reads; each row also names its frame, so `bench/brain_quality.py` can measure
the harder case too: whole frames (phrasings) the model was never trained on.
"""

from __future__ import annotations

import hashlib

# The standard library's JSON, unlike the hub's orjson: the corpus files' bytes are part of
# the shipped model's training hash (`model.training_inputs`), and their lines are written
# with the separators (", ", ": ") orjson has no option for. A build step, never a hub.
import json
import random
from pathlib import Path

from hub.assistant.brain.corpus.frames import FILLERS, FRAMES, LATER_FRAMES
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

HERE = Path(__file__).parent
OFF_DOMAIN = HERE / "off_domain"
IN_DOMAIN = HERE / "in_domain"
TRAIN = HERE / "train.jsonl"
HELDOUT = HERE / "heldout.jsonl"
SEED = 20261123
HELD_OUT_EVERY = 5
VARIANTS = {"en": 7, "ar": 9, "arabizi": 6}

_AROUND: dict[str, tuple[list[str], list[str]]] = {
    "en": (
        [
            "",
            "",
            "",
            "please ",
            "pls ",
            "hey ",
            "hi, ",
            "excuse me ",
            "um ",
            "ok so ",
            "hello, ",
            "good morning, ",
            "salam, ",
        ],
        ["", "", "", "?", " please", " pls", " thx", "!", " asap", " thanks"],
    ),
    "ar": (
        [
            "",
            "",
            "",
            "لو سمحت ",
            "ممكن ",
            "الله يخليك ",
            "هلا ",
            "يا ",
            "طال عمرك ",
            "اخوي ",
            "السلام عليكم ",
            "مرحبا ",
            "صباح الخير ",
        ],
        ["", "", "", "؟", " لو سمحت", " الله يعافيك", " بسرعه", " تكفى", " مشكور", "!"],
    ),
    "arabizi": (
        ["", "", "", "law sm7t ", "hala ", "ya ", "mumkin "],
        ["", "", "", "?", " law sm7t", " plz", " mashkoor"],
    ),
}
_SLOT = Pattern(r"\{(\w)\}")
_OWN_STREAM = Gated(r"\{u\}")  # slots whose frames draw their own random values


def held_out(text: str) -> bool:
    """Stable across runs and machines (not Python's salted `hash`)."""
    digest = hashlib.sha256(text.lower().encode("utf-8")).digest()
    return digest[0] % HELD_OUT_EVERY == 0


def frame_held_out(frame: str) -> bool:
    """For the unseen-phrasings figure: one frame in five, by a stable hash of the frame."""
    return held_out("frame:" + frame)


def _typo(word: str, rng: random.Random) -> str:
    if len(word) < 4 or not word.isalpha():
        return word
    i = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(3)
    if kind == 0:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if kind == 1:
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def _dress(text: str, script: str, rng: random.Random) -> str:
    words = text.split()
    if len(words) > 3 and rng.random() < 0.15:
        del words[rng.randrange(1, len(words))]
    words = [_typo(w, rng) if rng.random() < 0.12 else w for w in words]
    before, after = _AROUND[script]
    text = rng.choice(before) + " ".join(words) + rng.choice(after)
    if script == "en" and rng.random() < 0.2:
        text = text.capitalize()
    return text


def _fill(frame: str, script: str, rng: random.Random) -> str:
    return _SLOT.sub(lambda m: rng.choice(FILLERS[m.group(1)][script]), frame)


def _all_frames() -> list[tuple[str, dict[str, str], bool]]:
    return [(intent, scripts, False) for intent, scripts in FRAMES.items()] + [
        (intent, scripts, True) for intent, scripts in LATER_FRAMES.items()
    ]


def build() -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    rng = random.Random(SEED)
    train: list[dict[str, str]] = []
    heldout: list[dict[str, str]] = []
    seen: set[str] = set()
    for intent, scripts, later in _all_frames():
        for script, spec in scripts.items():
            frames = [frame.strip() for frame in spec.split("|") if frame.strip()]
            for frame in frames:
                # a frame written later, or of a slot added later, draws from a stream of its
                # own, so that adding it leaves every message of the frames before it as it was
                own = later or _OWN_STREAM.search(frame)
                draw = random.Random(f"{SEED}:{frame}") if own else rng
                variants = [frame] if "{" not in frame else []
                for _ in range(VARIANTS[script] * 3):
                    if len(variants) >= VARIANTS[script]:
                        break
                    variants.append(_dress(_fill(frame, script, draw), script, draw))
                for text in variants:
                    key = text.lower()
                    if key in seen:
                        continue
                    seen.add(key)
                    row = {"text": text, "intent": intent, "script": script, "frame": frame}
                    (heldout if held_out(text) else train).append(row)
    return train, heldout


def in_domain_messages(split: str) -> list[dict[str, str]]:
    """Shopping messages written whole (`in_domain/*.jsonl`), the way shoppers type them
    rather than filled from frames: for the domain gate, whose off-domain set is written
    the same way, so that it learns what a message is about and not how it was made. Their
    label is `shopping` (a topic, not an intent: the intent model does not read them)."""
    return _written(IN_DOMAIN, split, "shopping", "topic")


# The written shopping set's topics that name one request of the intent model; the others
# (follow-ups, which need the chat before them, and topics that span two requests) teach the
# domain gate only.
TOPIC_INTENTS = {
    "add_to_cart": "add_to_cart",
    "alternatives": "similar",
    "branches": "locations",
    "brands": "brands",
    "browse_aisle": "browse",
    "cancel_order": "cancel_order",
    "capabilities": "help",
    "change_quantity": "update_cart_item",
    "cheaper_option": "cheaper",
    "cheaper_options": "cheaper",
    "compare_products": "compare",
    "complaint_damaged": "complaint",
    "complaint_double_charge": "complaint",
    "complaint_driver": "complaint",
    "complaint_late": "complaint",
    "complaint_missing": "complaint",
    "complaint_spoiled": "complaint",
    "complaint_wrong_item": "complaint",
    "delivery_fee": "delivery_info",
    "delivery_fees": "delivery_info",
    "delivery_slot": "delivery_slots",
    "delivery_slots": "delivery_slots",
    "dietary_search": "search",
    "empty_cart": "clear_cart",
    "greeting": "greeting",
    "human_agent": "handoff",
    "membership": "faq",
    "occasion_shopping": "search",
    "offers": "offers",
    "order_status": "order_status",
    "past_orders": "order",
    "payment_methods": "faq",
    "product_details": "product_detail",
    "product_search": "search",
    "recipe": "recipe",
    "recipe_to_cart": "add_recipe_to_cart",
    "remove_from_cart": "remove_cart_item",
    "reorder": "reorder",
    "return_policy": "faq",
    "saved_address": "select_address",
    "store_hours": "hours",
    "substitution_policy": "faq",
    "thanks": "thanks",
    "view_cart": "cart_summary",
}


def written_requests(split: str) -> list[dict[str, str]]:
    """The written shopping messages whose topic is one request, labelled with it: shopping
    as shoppers type it, beside the frames' fills, for the intent model."""
    return [
        row | {"intent": TOPIC_INTENTS[row["frame"].removeprefix("topic:")]}
        for row in in_domain_messages(split)
        if row["frame"].removeprefix("topic:") in TOPIC_INTENTS
    ]


def off_domain_messages(split: str) -> list[dict[str, str]]:
    """The broad off-domain set (`off_domain/*.jsonl`), its `train` or `heldout` part (one
    message in five, as for the corpus): messages about everything a grocery is not
    (banking, travel, cars, phones, health, trivia...), written whole rather than from
    frames, many with a grocery word in another sense ("change my oil", "freeze my card").
    Only the domain gate learns from them (`brain/domain.py`); the intent model keeps its
    own off-topic frames. Their frame is their domain."""
    return _written(OFF_DOMAIN, split, "out_of_domain", "domain")


def _written(folder: Path, split: str, intent: str, about: str) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for path in sorted(folder.glob("*.jsonl")):
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                if not line.strip():
                    continue
                item = json.loads(line)
                if held_out(item["text"]) != (split == "heldout"):
                    continue
                rows.append(
                    {
                        "text": item["text"],
                        "intent": intent,
                        "script": item["script"],
                        "frame": f"{about}:{item[about]}",
                    }
                )
    return rows


def write() -> None:
    train, heldout = build()
    for path, rows in ((TRAIN, train), (HELDOUT, heldout)):
        with path.open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write()
