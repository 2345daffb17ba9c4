"""The catalogs: complete, commented for translators, placeholders consistent."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from accessible_ll.narration import messages as m
from accessible_ll.games.love_letter import words as lw
from accessible_ll.narration.i18n import LANGUAGES, locale_dir

ROOT = Path(__file__).resolve().parents[2] / "locales"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
FORMS = ("", "_nom", "_acc", "_dat")


def catalog(language: str):
    with (ROOT / language / "LC_MESSAGES" / "accessible_ll.po").open("rb") as po:
        return read_po(po, locale=language)


def template():
    with (ROOT / "accessible_ll.pot").open("rb") as pot:
        return read_po(pot)


def base(name: str) -> str:
    """A card placeholder's base name: guess_card_acc -> guess_card."""
    for form in FORMS[1:]:
        if name.endswith("card" + form):
            return name[: -len(form)]
    return name


def as_list(value) -> list[str]:
    return list(value) if isinstance(value, (tuple, list)) else [value]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_untranslated_or_fuzzy_entries(language):
    problems = [msg.id for msg in catalog(language) if msg.id and
                (msg.fuzzy or not all(as_list(msg.string)))]
    assert problems == []


def test_every_message_has_a_translator_comment():
    missing = [msg.id for msg in template() if msg.id and
               not any(c.startswith("Translators:") for c in msg.auto_comments)]
    assert missing == []


def test_template_and_catalogs_hold_the_same_messages():
    ids = {msg.id if isinstance(msg.id, str) else msg.id[0]: msg.context
           for msg in template() if msg.id}
    for language in LANGUAGES:
        found = {msg.id if isinstance(msg.id, str) else msg.id[0]: msg.context
                 for msg in catalog(language) if msg.id}
        assert found == ids, language


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_match(language):
    """A translation uses the same values as its source (any grammatical form of a card)."""
    for msg in catalog(language):
        if not msg.id:
            continue
        source = {base(p) for text in as_list(msg.id) for p in PLACEHOLDER.findall(text)}
        for text in as_list(msg.string):
            used = {base(p) for p in PLACEHOLDER.findall(text)}
            assert used <= source, f"{language}: {text!r} uses {used - source}"
            lost = source - used - {"count"}
            assert not lost, f"{language}: {text!r} drops {lost}"


def test_every_marked_message_is_in_the_template():
    ids = {msg.id if isinstance(msg.id, str) else msg.id[0] for msg in template() if msg.id}
    texts = []
    for module in (m, lw):  # the shell's messages, and Love Letter's
        texts += [v for k, v in vars(module).items() if k.isupper() and isinstance(v, str)]
        texts += [v[0] for k, v in vars(module).items() if k.isupper() and isinstance(v, tuple)]
    for table in (lw.REFUSALS, lw.VALUE_REFUSALS, lw.EDITION_NAMES, lw.CARD_EFFECTS):
        texts += list(table.values())
    assert [t for t in texts if t not in ids] == []


def test_compiled_catalogs_are_found():
    for language in LANGUAGES:
        assert (locale_dir() / language / "LC_MESSAGES" / "accessible_ll.mo").is_file()


def test_japanese_uses_full_width_brackets_and_exclamation_marks():
    """Japanese text takes （） and ！ (a braille display and a Japanese voice read
    the half-width ones as symbols of another script)."""
    for message in catalog("ja"):
        for text in as_list(message.string):
            prose = re.sub(r"\{\w+\}", "", text)
            assert not re.search(r"[()!]", prose), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_babel_finds_no_error_in_a_catalog(language):
    """What `pybabel compile` checks (and refuses to compile) holds for every entry: a
    message babel takes for a %-format must have a translation with the same %-format."""
    problems = [(msg.id, [str(error) for error in errors])
                for msg, errors in catalog(language).check() if errors]
    assert problems == []
