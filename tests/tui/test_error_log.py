"""errors.log keeps the newest errors and never grows past its limit."""

from __future__ import annotations

from accessible_ll.tui.app import ERROR_LOG_LIMIT, write_error_log
from tests.tui.helpers import game_asks, game_screen, new_app


def test_the_error_log_is_bounded_with_one_older_copy(tmp_path):
    log = tmp_path / "errors.log"
    for number in range(400):
        write_error_log(log, f"--- error {number}\n" + "x" * 5000 + "\n")
    older = log.with_name("errors.log.1")
    assert log.stat().st_size <= ERROR_LOG_LIMIT and older.stat().st_size <= ERROR_LOG_LIMIT
    assert "--- error 399\n" in log.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["errors.log", "errors.log.1"]
    write_error_log(log, "y" * (10 * ERROR_LOG_LIMIT))  # one huge entry: its end is kept
    assert log.stat().st_size <= ERROR_LOG_LIMIT


async def test_a_full_log_moves_aside_and_the_error_is_still_told(tmp_path, expect_errors):
    log = tmp_path / "errors.log"
    log.write_text("old\n" * (ERROR_LOG_LIMIT // 4), encoding="utf-8")
    app, speaker = new_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await game_asks(app, pilot)

        def broken(*_args):
            raise RuntimeError("a fault for the test")
        game_screen(app).action_review = broken  # the hand (h) among them
        await pilot.press("h")
        await pilot.pause()
        assert any(f"The details were written to {log}" in line for line in speaker.spoken())
    assert "a fault for the test" in log.read_text(encoding="utf-8")
    assert log.stat().st_size < 10_000
    assert log.with_name("errors.log.1").read_text(encoding="utf-8").startswith("old\n")
