"""What Love Letter's own stack said and did, recorded by :mod:`tests.golden.make_golden`
before that stack was removed: the game-free stack is compared with it."""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
#: The blind-player variant's c: what counts as seen there, said once a game.
_VARIANT_SEEN = ("In the blind-player variant, only what you may review now counts as seen: "
                 "your hand, the face-up cards and each player's last discard.")
#: Words changed on purpose since the recording: the old, the new.
REWORDED = {
    "vergleicht seine Handkarte mit deiner.": "vergleicht die Handkarten mit dir.",
    "\"Ctrl+Q: das Programm beenden": "\"Strg+Q: das Programm beenden",
    # F1 lists Ctrl+C too (it says which key quits); the Japanese quit key without brackets
    "ein Spiel an diesem Computer bleibt gespeichert)\"":
        "ein Spiel an diesem Computer bleibt gespeichert)\",\"Strg+C: beendet nicht; sagt, "
        "welche Taste beendet\"",
    "Ctrl+Q：プログラムを終了します（ゲーム中は先に確認します。このコンピューターでのゲームは保存されたままです）\"":
        "Ctrl+Q：プログラムを終了します。ゲーム中は先に確認し、このコンピューターでのゲームは保存"
        "されたままです\",\"Ctrl+C：終了はしません。終了するキーを伝えます\"",
    # a player who chooses themselves with a Cardinal is not named as if someone else
    "Player 3 plays the Cardinal and chooses you and Player 3.":
        "Player 3 plays the Cardinal and chooses you and themselves.",
    "Player 4 plays the Cardinal and chooses Player 4 and Player 5.":
        "Player 4 plays the Cardinal and chooses themselves and Player 5.",
    "Spieler 2 spielt den Kardinal aus und wählt Spieler 2 und Spieler 3.":
        "Spieler 2 spielt den Kardinal aus und wählt sich selbst und Spieler 3.",
    "Spieler 4 spielt den Kardinal aus und wählt Spieler 3 und Spieler 4.":
        "Spieler 4 spielt den Kardinal aus und wählt Spieler 3 und sich selbst.",
    # a pair of players to choose begins as a sentence (see also test_ask.as_recorded)
    ". yourself and Player": ". Yourself and Player",
    # a card to name whose every copy is in sight can be named: it says it cannot hit
    # (and asks first), where it was not possible
    ": not possible. Every copy of it is already in sight.\"":
        ": all in sight, so it cannot hit\"",
    ": nicht möglich. Alle Exemplare dieser Karte sind schon zu sehen.\"":
        ": Alle sind schon zu sehen, damit triffst du nicht\"",
    "：選べません。このカードはすべて見えています。\"": "：すべて見えているので、当たりません\"",
    **{f"\"{item}: not possible, as above.\"": f"\"{item}: all in sight, so it cannot hit\""
       for item in ("2. Priest", "3. Baron", "4. Handmaid", "7. King", "8. Countess",
                    "9. Princess", "9. Bishop")},
    "\"7. Gräfin: nicht möglich, wie oben.\"":
        "\"7. Gräfin: Alle sind schon zu sehen, damit triffst du nicht\"",
    **{f"\"{item}：選べません（理由は上と同じです）。\"": f"\"{item}：すべて見えているので、当たりません\""
       for item in ("5. 王子", "6. 宰相", "7. 王", "8. 伯爵夫人")},
    # F1 names F2 for every game alike (most games have no editions)
    "the card reference of this edition": "the cards at a glance",
    "この版のカード一覧": "カード一覧",
    "die Kartenübersicht dieser Ausgabe": "die Karten auf einen Blick",
    # the menu after a game starts on what a player most wants: playing again
    "The game is over. New game.": "The game is over. Play again.",
    "Das Spiel ist vorbei. Neues Spiel.": "Das Spiel ist vorbei. Noch einmal spielen.",
    "ゲームは終了しました。新しいゲーム。": "ゲームは終了しました。もう一度遊ぶ。",
    # Japanese: "not possible" is a sentence of its own after an item (its label may be a
    # clause), and a reason shared with the item above is said without brackets (after
    # the cards to name above, which became possible)
    "：選べません（理由は上と同じです）。": "。これも同じ理由で選べません。",
    "：選べません。": "。選べません。",
    "Kardinal. dich selbst und": "Kardinal. Dich selbst und",
    # F1 reads the rules ?? reads in the line mode: the tie, the Prince, the target
    "ゲームに勝ちます。\",\"視覚障害者向けバリアントは、":
        "ゲームに勝ちます。\",\"ラウンドの終わりに一番大きい数字のカードが同点になったときは、"
        "同点の全員が好意トークンを1個ずつ得ます。\",\"山札がないときに王子でカードを捨てさせられた"
        "プレイヤーは、ラウンドの始めに裏向きで脇へよけたカードを引きます。\",\"このテーブルでは、"
        "好意トークンを5個集めるとゲームに勝ちます。\",\"視覚障害者向けバリアントは、",
    "gewinnt das Spiel.\",\"Die Variante für blinde Spieler stammt":
        "gewinnt das Spiel.\",\"Haben am Ende der Runde mehrere Spieler gleich hohe höchste "
        "Karten, gewinnt, wessen Ablagestapel die höchste Summe hat; ist auch die gleich, "
        "bekommt jeder von ihnen ein Herz.\",\"Muss ein Spieler durch einen Prinzen ablegen, "
        "wenn der Nachziehstapel leer ist, zieht er die Karte, die zu Beginn der Runde verdeckt "
        "beiseitegelegt wurde.\",\"An diesem Tisch gewinnt das Spiel, wer 1 Herz hat.\","
        "\"Die Variante für blinde Spieler stammt",
    # the blind-player variant's c counts what is not among what you may review now
    "カード（C）では残りの枚数を数えず、":
        "カード（C）では今確かめられるもの（あなたの手札、表向きでよけたカード、"
        "各プレイヤーが最後に捨てたカード）に含まれないカードを数え、",
    "die Karten (C) werden nicht für dich gezählt,":
        "die Karten (C) zählen, was nicht unter dem ist, was du jetzt nachprüfen kannst "
        "(deine Handkarten, die offen ausgelegten Karten, die zuletzt abgelegte Karte jedes "
        "Spielers),",
    "13 cards are left in the deck. One card is set aside face down. In the blind-player "
    "variant, unseen cards are not counted for you.":
        "13 cards are left in the deck. One card is set aside face down. " + _VARIANT_SEEN
        + " Not among what you may review: 2 Spies, 5 Guards, 2 Priests, 1 Baron, "
        "2 Handmaids, 2 Princes, 2 Chancellors, 1 King and 1 Princess.",
    "15 cards are left in the deck. One card is set aside face down. In the blind-player "
    "variant, unseen cards are not counted for you.":
        "15 cards are left in the deck. One card is set aside face down. " + _VARIANT_SEEN
        + " Not among what you may review: 2 Spies, 5 Guards, 2 Priests, 1 Baron, "
        "2 Handmaids, 2 Princes, 2 Chancellors, 1 King, 1 Countess and 1 Princess.",
    "\"11 cards are left in the deck. One card is set aside face down.\"":
        "\"11 cards are left in the deck. One card is set aside face down. Not among what you "
        "may review: 1 Spy, 5 Guards, 2 Priests, 1 Baron, 2 Handmaids, 2 Princes, "
        "2 Chancellors, 1 King and 1 Countess.\"",
    "5 cards are left in the deck. One card is set aside face down. In the blind-player "
    "variant, unseen cards are not counted for you.":
        "5 cards are left in the deck. One card is set aside face down. " + _VARIANT_SEEN
        + " Not among what you may review: 1 Spy, 6 Guards, 2 Priests, 1 Baron, 1 Handmaid, "
        "2 Princes, 1 King, 1 Countess and 1 Princess.",
    "Under the deck, from the bottom, you put: the Guard and the Prince.\"":
        "Under the deck, from the bottom, you put: the Guard and the Prince. Not among what "
        "you may review: 2 Spies, 4 Guards, 2 Priests, 1 Baron, 2 Handmaids, 2 Princes, "
        "1 Chancellor, 1 King, 1 Countess and 1 Princess.\"",
}


@functools.cache
def load(name: str) -> Any:
    """The golden file ``name`` (ll_parity, line_parity, same_game, ask, blind_view,
    continued; first_table_host: a host's save by Love Letter's first table after 14
    moves, and how that table ended the game playing on: see
    tests/net/test_love_letter_table.py; first_line_save: the line mode's save of a
    game begun, as its own table and room wrote it), with the words changed on purpose
    since (:data:`REWORDED`)."""
    text = (HERE / f"{name}.json").read_text(encoding="utf-8")
    for old, new in REWORDED.items():
        text = text.replace(old, new)
    return json.loads(text)


def jsonable(value: Any) -> Any:
    """``value`` as it reads back from a golden file (tuples as lists, other objects as
    their repr)."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=repr))


def digest(value: Any) -> str:
    """A short fingerprint of ``value``: equal values, equal fingerprints (for what is too
    long to keep whole)."""
    text = json.dumps(value, ensure_ascii=False, default=repr, separators=(",", ":"),
                      sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]
