"""The examples in the package's docstrings hold (they are documentation a reader
trusts)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import accessible_ll

MODULES = sorted(info.name for info in pkgutil.walk_packages(accessible_ll.__path__,
                                                             "accessible_ll.")
                 if not info.name.endswith("__main__"))  # running it starts the game


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_module_hold(name):
    module = importlib.import_module(name)  # every module imports, backends or not
    assert doctest.testmod(module, optionflags=doctest.ELLIPSIS).failed == 0
