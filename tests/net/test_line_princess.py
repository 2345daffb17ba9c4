from accessible_ll.narration.i18n import Texts
from accessible_ll.narration.narrator import Narrator
from accessible_ll.net.client import LineClient


def test_the_line_client_asks_before_the_princess_with_no_first():
    texts = Texts.for_language("en")
    heard = []
    client = LineClient(texts, heard.append)
    client.seat = 0
    client.narrator = Narrator(texts, ["Anna", "Ben"], "2019", 0)
    client.decision = {"step": "play", "options": [{"value": "princess", "enabled": True},
                                                   {"value": "guard", "enabled": True}]}
    client.typed("1")  # the Princess
    assert heard[-2:] == ["1. No", "2. Yes"]
    client.typed("1")  # no: the question again, nothing sent
    assert not any(msg.get("chosen") for msg in client.outbox)
    client.typed("1")
    client.typed("2")  # yes
    assert client.outbox[-1]["chosen"] == {"play": "princess"}


def test_the_line_mode_here_asks_before_the_princess_with_no_first():
    from tests.net.test_line_input import at_the_first_question
    said = at_the_first_question(["2", "1", "2", "2"])  # item 2 of this deal: the Princess
    question = ["Playing the Princess puts you out of the round. Play her anyway?",
                "1. No", "2. Yes"]
    assert said[:3] == question
    assert said[3] == "Choose a card to play."  # no: the question again, nothing played
    assert said[6:9] == question
    assert said[9] == "You play the Princess."
