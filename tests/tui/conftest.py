"""Every app test fails if the app met an error it had to report, unless it expects one."""

from __future__ import annotations

import pytest

from accessible_ll.tui.app import LoveLetterApp


@pytest.fixture
def expect_errors():
    """The test provokes an error on purpose."""
    return True


@pytest.fixture(autouse=True)
def no_reported_errors(request, monkeypatch):
    seen: list[BaseException] = []
    report = LoveLetterApp.report_error

    def recording(app, error):
        seen.append(error)
        report(app, error)
    monkeypatch.setattr(LoveLetterApp, "report_error", recording)
    yield
    if "expect_errors" not in request.fixturenames:
        assert not seen, f"the app reported errors: {seen!r}"


@pytest.fixture(autouse=True)
def quick_idle(monkeypatch):
    """The pilot waits for the app to be idle in slices of 5 ms, not 20 ms (still idle
    only when the app used under 5% of a slice), after every key and pause."""
    monkeypatch.setattr("textual._wait.SLEEP_GRANULARITY", 0.005)
    monkeypatch.setattr("textual._wait.SLEEP_IDLE", 0.005 / 20)
