"""Words as a native speaker would put them, where the screen joins them."""

from __future__ import annotations

from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.narration.i18n import Texts
from accessible_ll.games import find_game
from accessible_ll.games.love_letter.telling import told_to_the_room
from accessible_ll.match_seats import ReviewKey
from accessible_ll.tui.match_keys import keys_page


def test_japanese_keys_are_joined_with_the_japanese_comma():
    texts = Texts.for_language("ja")
    reviews = [ReviewKey(r.id, r.key, texts.text(r.label))
               for r in find_game("love-letter").narration.reviews]
    lines = keys_page(texts, {}, reviews, reference=True, ticks=False)
    assert any("、" in line for line in lines)
    assert not any(", " in line or ":" in line for line in lines), lines


def test_hot_seat_says_a_right_guess_by_name_as_it_says_who_is_out():
    assert told_to_the_room(ev.GuessResult(0, "guard", 1, "priest", True))
    assert told_to_the_room(ev.Eliminated(1, ev.BY_GUARD, ("priest",)))
    assert not told_to_the_room(ev.GuessResult(0, "guard", 1, "priest", False))


# ----- the shell's words in a list: an item not possible, items ticked ----------------------

async def test_an_item_not_possible_is_shown_as_it_is_said_a_sentence_of_its_own_in_japanese(
        tmp_path):
    """A Japanese label may be a clause (守りを固める): "not possible" follows it as a
    sentence of its own, not joined with 、; what a braille display shows on the
    highlighted row is what is said first."""
    from accessible_ll.tui.widgets import ChoiceList
    from tests.tui.helpers import until
    from tests.tui.test_match_screen import asked, press, royals_app
    app, speaker = royals_app(tmp_path, language="ja")
    async with app.run_test() as pilot:
        await until(pilot, lambda: asked(app).startswith("行動は残り2回です。"))
        await press(pilot, "home")  # Fortify: no heart in hand
        choices = app.screen.query_one(ChoiceList)
        shown = choices.render().plain.splitlines()[1]
        assert shown == "1. 守りを固める。選べません"
        assert speaker.spoken()[-1] == ("守りを固める。選べません。守りを固めるハートが手札に"
                                        "ありません。6個中1番目。")
        assert speaker.spoken()[-1].startswith(shown.removeprefix("1. "))
        await press(pilot, "enter")  # chosen anyway: refused in the same words
        assert speaker.spoken()[-1] == "守りを固める。選べません。守りを固めるハートが手札にありません。"


async def test_ticked_items_and_done_are_said_in_words_without_brackets(tmp_path):
    """How many items are ticked is said in words ("Done: take the 2 ticked items"), never
    in brackets a voice reads aloud; the [x] and [ ] marks stay on screen for the eye."""
    from accessible_ll.tui.widgets import ChoiceList
    from tests.tui.helpers import until
    from tests.tui.test_match_screen import asked, press, royals_app
    done = {"en": ("Done: nothing is ticked yet", "Done: take the ticked item",
                   "Done: take the 2 ticked items"),
            "ja": ("決定：まだ何もチェックしていません", "決定：チェックした1個を選ぶ",
                   "決定：チェックした2個を選ぶ"),
            "de": ("Fertig: noch nichts abgehakt", "Fertig: den abgehakten Eintrag nehmen",
                   "Fertig: die 2 abgehakten Einträge nehmen")}
    too_few = {"en": "Tick at least 1 item first. No card ticked. Space ticks or unticks "
                     "the highlighted item.",
               "ja": "少なくとも1個チェックしてください。カードをチェックしていません。"
                     "スペースキーで選択中の項目をチェックしたり外したりできます。",
               "de": "Hake zuerst mindestens 1 Eintrag ab. Keine Karte abgehakt. Die "
                     "Leertaste hakt den markierten Eintrag ab oder entfernt den Haken."}
    for language, (none, one, two) in done.items():
        app, speaker = royals_app(tmp_path / language, language=language)
        async with app.run_test() as pilot:
            await until(pilot, lambda: len(app.screen.query_one(ChoiceList).labels) == 6)
            await press(pilot, "home", "down", "down", "enter")  # Attack: the clubs
            start = len(speaker.spoken())
            choices = app.screen.query_one(ChoiceList)
            assert choices.labels[-1] == none
            await press(pilot, "end", "enter")
            assert speaker.spoken()[-1] == too_few[language]
            await press(pilot, "home", "space")
            assert choices.labels[-1] == one
            await press(pilot, "down", "space", "end")
            assert choices.labels[-1] == two and speaker.spoken()[-1].startswith(two)
            assert choices.labels[0].startswith("[x] ") and choices.labels[2].startswith("[ ] ")
            said = speaker.spoken()[start:]
            assert not [line for line in said + choices.labels
                        if any(mark in line.replace("[x] ", "").replace("[ ] ", "")
                               for mark in "()（）[]")], said


async def test_the_japanese_setup_list_says_every_bot_level_without_brackets_or_a_slash(
        tmp_path):
    """Each seat's values on the setup list, every bot level of every game, in words a
    Japanese voice reads as words: no （…） and no 1/4."""
    from tests.tui.helpers import new_app, setup_up
    from tests.tui.test_match_screen import press
    app, speaker = new_app(tmp_path, language="ja")
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        for game in range(3):  # Love Letter, Disloyal Royals, Verräter
            await press(pilot, "home", *["right"] * game)
            for _ in range(6):  # down to the seats, each row's values stepped through
                await press(pilot, "down", *["right"] * 6, wait=0.02)  # (languages: back to ja)
        bots = [line for line in speaker.spoken() if "ボット" in line]
        assert any("ボット、4段階のレベル3：カードを数える" in line for line in bots)
        assert any("ボット、3段階のレベル2" in line for line in bots)  # another game's
        assert not [line for line in bots if any(mark in line for mark in "()（）/／")], bots


async def test_the_bot_pace_row_says_a_fraction_of_a_second_with_the_languages_decimal_mark(
        tmp_path):
    from tests.tui.helpers import new_app, setup_up
    from tests.tui.test_match_screen import press
    for language, row, half, one_and_a_half in (
            ("de", "Bedenkzeit der Bots: ", "0,5 Sekunden", "1,5 Sekunden"),
            ("ja", "ボットが考える時間：", "0.5秒", "1.5秒"),
            ("en", "Bot pace: ", "0.5 seconds", "1.5 seconds")):
        app, speaker = new_app(tmp_path / language, language=language, bot_pace=0.5)
        async with app.run_test() as pilot:
            await setup_up(app, pilot)
            await press(pilot, "end")
            for _ in range(6):
                if speaker.spoken()[-1].startswith(row):
                    break
                await press(pilot, "up")
            assert speaker.spoken()[-1].startswith(row + half), speaker.spoken()[-1]
            await press(pilot, "right", "right")
            assert speaker.spoken()[-1].startswith(row + one_and_a_half)
