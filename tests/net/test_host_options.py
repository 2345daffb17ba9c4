"""``host --option``: the game's own choices reach the hosted table's first state."""

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
    assert "Disloyal Royals has no choice" in capsys.readouterr().err
