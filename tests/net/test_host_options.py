"""``host``'s options: the game's own choices (``--option``) reach the hosted table's
first state; ``--no-sound`` as join takes it; a save file that cannot be continued, or
that another running host owns, refused in words."""

from __future__ import annotations


from accessible_ll.cli import build_parser, main
from accessible_ll.narration.i18n import Texts
from accessible_ll.net.commands import _room

EN = Texts.for_language("en")


def hosted(*argv):
    args = build_parser(EN).parse_args(["host", *argv, "--seed", "1"])
    return _room(args, EN, print).match


def test_the_hosts_choices_start_the_game_as_chosen():
    traitor = hosted("--game", "verraeter", "--players", "3", "--bots", "random", "random",
                     "random", "--option", "start=2")
    assert traitor.options == {"start": 1} and traitor.state.start == 1
    assert hosted("--game", "verraeter", "--players", "3").state.start == 2  # by lot
    royals = hosted("--game", "disloyal-royals", "--players", "2", "--option", "first=1")
    assert royals.state.first == 0  # by lot: 1
    love = hosted("--players", "2", "--option", "target=5", "--option", "blind=on")
    assert love.options == {"target": 5, "blind": True}
    flagged = hosted("--players", "2", "--edition", "classic", "--target", "3", "--blind-variant")
    assert (flagged.variant, flagged.options) == ("classic", {"target": 3, "blind": True})
    assert hosted("--players", "2").options == {"target": None, "blind": False}


def test_a_choice_the_hosted_game_lacks_is_refused_before_the_table_opens(capsys):
    assert main(["host", "--game", "verraeter", "--players", "3", "--option", "start=9",
                 "--lang", "en", "--port", "0"]) == 2
    assert capsys.readouterr().err.strip() == (
        "“9” is no value of start. Its values: drawn by lot; seat 1; seat 2; seat 3.")


def test_without_players_a_table_seats_what_its_game_allows(capsys):
    from accessible_ll.net.commands import _host_problem, host_players
    for argv, players in ((["--game", "disloyal-royals"], 2), (["--game", "verraeter"], 4),
                          ([], 4), (["--edition", "classic"], 4)):
        args = build_parser(EN).parse_args(["host", *argv])
        args.players = host_players(args)
        assert args.players == players, argv
        assert _host_problem(args, EN) is None, argv


def test_a_game_for_one_number_of_players_says_that_number(capsys):
    assert main(["host", "--game", "disloyal-royals", "--players", "4", "--lang", "en",
                 "--port", "0"]) == 2
    assert capsys.readouterr().err.strip() == "Disloyal Royals is for 2 players, not 4."


def test_too_many_bots_or_a_flag_of_another_game_is_refused_in_words(capsys):
    assert main(["host", "--game", "verraeter", "--players", "3", "--bots", "random",
                 "random", "random", "random", "--lang", "en", "--port", "0"]) == 2
    assert capsys.readouterr().err.strip() == \
        "--bots names 4 bots, but the table has only 3 seats."
    assert main(["host", "--game", "disloyal-royals", "--target", "3", "--lang", "en",
                 "--port", "0"]) == 2
    assert capsys.readouterr().err == \
        "--target is a choice of Love Letter; Disloyal Royals has no such choice.\n"


def _help_of(texts: Texts, command: str, option: str) -> str:
    """The help line of ``command``'s ``option`` in ``texts``' language."""
    parser = build_parser(texts)
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    action = next(a for a in sub.choices[command]._actions if option in a.option_strings)
    return action.help


def test_host_takes_no_sound_as_join_does_with_the_same_help_in_every_language():
    for language in ("ja", "en", "de"):
        texts = Texts.for_language(language)
        assert _help_of(texts, "host", "--no-sound") == _help_of(texts, "join", "--no-sound")
    assert build_parser(EN).parse_args(["host", "--no-sound"]).no_sound is True
    assert build_parser(EN).parse_args(["host"]).no_sound is False


def _saved_table(tmp_path):
    save = tmp_path / "lesson.table"
    args = build_parser(EN).parse_args(["host", "--game", "verraeter", "--players", "3",
                                        "--seed", "1", "--save", str(save)])
    _room(args, EN, print)
    return save


def test_host_resume_of_a_save_whose_code_is_a_number_is_refused_in_words(tmp_path, capsys):
    import json
    save = _saved_table(tmp_path)
    data = json.loads(save.read_text())
    data["code"] = int(data["code"])
    save.write_text(json.dumps(data))
    before = save.read_text()
    assert main(["host", "--resume", str(save), "--lang", "en", "--json", "--port", "0",
                 "--bind", "127.0.0.1"]) == 2
    assert capsys.readouterr().err.strip() == \
        f"The saved table {save} cannot be continued: its “code” cannot be used"
    assert save.read_text() == before


def test_a_second_host_on_the_same_save_file_is_refused_in_words(tmp_path):
    import subprocess
    from tests.net.test_commands import LIMIT, ROOT, command, listening, start
    save = _saved_table(tmp_path)
    first = start("host", "--resume", str(save), "--lang", "en", "--json", "--port", "0",
                  "--bind", "127.0.0.1")
    try:
        listening(first)  # the first host runs, and owns the file
        before = save.read_text()
        for argv in (["--resume", str(save)], ["--game", "verraeter", "--players", "3",
                                               "--save", str(save)]):
            second = subprocess.run(command("host", *argv, "--lang", "en", "--json",
                                            "--port", "0", "--bind", "127.0.0.1"),
                                    cwd=ROOT, capture_output=True, text=True,
                                    timeout=LIMIT, stdin=subprocess.DEVNULL)
            assert second.returncode == 2
            assert second.stderr.strip() == (
                f"Another copy of this program (process {first.pid}) is using the save "
                f"file {save}. Stop it first, or choose another file with --save.")
        assert save.read_text() == before
    finally:
        first.kill()
        first.communicate(timeout=LIMIT)
