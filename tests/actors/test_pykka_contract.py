"""The parts of pykka the actor runtime relies on that pykka does not promise to keep.

`actors/runtime.py` implements pykka's extension points and reads its message envelopes, and
`actors/ref.py` stands in for its ref's actor lookup, all of which are private. setup.cfg pins pykka to the range these tests passed with: when a new
release fails here, adapt the runtime before widening the pin.
"""

from __future__ import annotations

import inspect
from typing import Any

import pykka
import pykka._proxy
import pykka._ref
from pykka._envelope import Envelope
from pykka._types import OptExcInfo
from pykka.messages import _ActorStop


class RecordingInbox:
    def __init__(self) -> None:
        self.envelopes: list[Envelope[Any]] = []

    def put(self, envelope: Envelope[Any], /) -> None:
        self.envelopes.append(envelope)

    def get(self) -> Envelope[Any]:
        return self.envelopes.pop(0)

    def empty(self) -> bool:
        return not self.envelopes


class RecordingFuture(pykka.Future[Any]):
    def get(self, timeout: float | None = None) -> Any:
        raise pykka.Timeout("never answered")

    def set(self, value: Any | None = None) -> None:
        pass

    def set_exception(self, exc_info: OptExcInfo | None = None) -> None:
        pass


class NeverStopped:
    def is_set(self) -> bool:
        return False


class BareActor(pykka.Actor):
    """An actor built the way `LoopActor` builds itself: without pykka's `__init__`."""

    made_futures: list[RecordingFuture] = []

    def __init__(self) -> None:
        self.actor_urn = "urn:test"
        self.actor_inbox = self._create_actor_inbox()
        self.actor_stopped = NeverStopped()  # type: ignore[assignment]

    @staticmethod
    def _create_actor_inbox() -> RecordingInbox:
        return RecordingInbox()

    def _start_actor_loop(self) -> None:
        pass

    @staticmethod
    def _create_future() -> RecordingFuture:
        future = RecordingFuture()
        BareActor.made_futures.append(future)
        return future


def test_the_extension_points_the_runtime_implements_are_still_there() -> None:
    for name in ("_create_actor_inbox", "_create_future", "_start_actor_loop"):
        assert callable(getattr(pykka.Actor, name, None)), name
    assert {"_create_actor_inbox", "_start_actor_loop"} <= pykka.Actor.__abstractmethods__
    start_source = inspect.getsource(pykka.Actor.start)
    assert "_start_actor_loop" in start_source


def test_a_ref_reads_the_actor_attributes_the_runtime_sets_and_sends_envelopes() -> None:
    actor = BareActor()
    ref = pykka.ActorRef(actor)
    assert (ref.actor_urn, ref.actor_class) == ("urn:test", BareActor)
    assert ref.is_alive()

    inbox = actor.actor_inbox
    assert isinstance(inbox, RecordingInbox)
    ref.tell("hello")
    future = ref.ask("question", block=False)
    ref.stop(block=False)
    told, asked, stop = inbox.envelopes
    assert isinstance(told, Envelope) and told.message == "hello" and told.reply_to is None
    assert asked.message == "question" and asked.reply_to is future
    assert future in BareActor.made_futures  # the ask's future comes from the actor class
    assert type(stop.message) is _ActorStop and stop.reply_to is not None


def test_envelopes_keep_their_shape() -> None:
    envelope = Envelope("message", reply_to=None)
    assert (envelope.message, envelope.reply_to) == ("message", None)
    assert set(Envelope.__slots__) == {"message", "reply_to"}
    assert pykka._ref.Envelope is Envelope


def test_a_ref_is_what_its_fields_and_its_actor_lookup_make_it() -> None:
    """`actors/ref.py`'s `LoopRef` sets the ref's fields itself and finds its actor through
    the mailbox: pykka's ref must set no other field, and its proxies must reach the actor
    only through `_actor_weakref()`."""
    made = pykka.ActorRef(BareActor())
    assert set(vars(made)) == {
        "actor_class",
        "actor_urn",
        "actor_inbox",
        "actor_stopped",
        "_actor_weakref",
    }
    assert "_actor_weakref()" in inspect.getsource(pykka._proxy.ActorProxy.__init__)
