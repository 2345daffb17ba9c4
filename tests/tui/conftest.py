"""Every app test fails if the app met an error it had to report, unless it expects one."""

from __future__ import annotations

import pytest

from accessible_ll.tui.app import GameApp


@pytest.fixture
def expect_errors():
    """The test provokes an error on purpose."""
    return True


@pytest.fixture(autouse=True)
def no_reported_errors(request, monkeypatch):
    seen: list[BaseException] = []
    report = GameApp.report_error

    def recording(app, error):
        seen.append(error)
        report(app, error)
    monkeypatch.setattr(GameApp, "report_error", recording)
    yield
    if "expect_errors" not in request.fixturenames:
        assert not seen, f"the app reported errors: {seen!r}"
