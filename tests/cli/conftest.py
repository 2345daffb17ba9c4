"""The commands' tests run without a terminal on stdin; the full-screen game is told
it has one (it is never really run here)."""

import pytest

from accessible_ll import launch


@pytest.fixture(autouse=True)
def a_terminal(monkeypatch):
    monkeypatch.setattr(launch, "has_terminal", lambda: True)
