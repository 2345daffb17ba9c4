"""The command line in the listener's words: the language it speaks before any
settings are read, and its help and refusals laid out for the terminal (a wide script
wraps at two columns a letter, and a line never begins with closing punctuation).
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from accessible_ll.guard import stream_encoding
from accessible_ll.inputs import BadValue, InputRefusal, printable
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import DEFAULT_LANGUAGE, Texts, resolve_language
from accessible_ll.launch import SAMPLES as _SAMPLES
from accessible_ll.launch import help_text

PROG = "accessible-ll"

# ----- the listener's language ------------------------------------------------------------

def _listener(argv: Sequence[str]) -> Texts:
    """The language of refusals and of ``--help``: --lang if given (anywhere), else the
    one saved in the settings file (--settings FILE, else the usual one), else the
    system's."""
    requested = _option(argv, "--lang")
    if requested is None:
        requested = _saved_language(_option(argv, "--settings"))
    return Texts.for_language(resolve_language(requested)[0])


def _option(argv: Sequence[str], name: str) -> str | None:
    """The last value given to the option ``name`` in ``argv``, before any parsing."""
    value = None
    for index, word in enumerate(argv):
        if word == name and index + 1 < len(argv):
            value = argv[index + 1]
        elif word.startswith(name + "="):
            value = word.split("=", 1)[1]
    return value


def _saved_language(path: str | None) -> str | None:
    """The language saved in the settings file (None: none saved, or no usable file;
    the file's problems are told later, by the command that uses it)."""
    from accessible_ll.settings import load_settings
    try:
        return load_settings(Path(path) if path else None).settings.language
    except (OSError, ValueError):
        return None


def _help_texts(texts: Texts) -> Texts:
    """The language of ``--help``: the listener's, or English where stdout cannot show
    its letters."""
    sample = _SAMPLES.get(texts.language, "")
    if printable(sample, stream_encoding(sys.stdout)):
        return texts
    return Texts.for_language(DEFAULT_LANGUAGE)


# Letters of a wide script (two columns on a terminal), and where a line may not begin.
_WIDE = "\u2e80-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6"
_CLOSING = "、。，．・ー」』）〕］】！？：；"
_BREAK_AFTER = "、。，．」』）！？：；"
_CHUNK = re.compile(f"[「『（〔［【]*(?:[^\\s{_WIDE}]+|[{_WIDE}]|\\S)[{_CLOSING}]*\\s*")


def _columns(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap_columns(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal columns (a Japanese letter takes
    two): broken after 、 or 。 or before a bracket where that keeps half the line,
    else at a space or between two wide letters; never before 、 or 。, never inside
    a Latin word.

    >>> wrap_columns("イベントから読み上げまでと、イベントから効果音までの時間を測ります", 40)
    ['イベントから読み上げまでと、', 'イベントから効果音までの時間を測ります']
    >>> wrap_columns("このゲームを同じ手順で再現します (--seed)。", 12)
    ['このゲームを', '同じ手順で再', '現します', '(--seed)。']
    """
    lines: list[str] = []
    line: list[str] = []
    for chunk in _CHUNK.findall(text):
        if line and _columns("".join(line + [chunk]).rstrip()) > width:
            cut = len(line)
            for index in range(len(line) - 1, 0, -1):
                if line[index - 1][-1] in _BREAK_AFTER or line[index][0] in "(「『（":
                    if 2 * _columns("".join(line[:index])) >= width:
                        cut = index
                    break
            lines.append("".join(line[:cut]).rstrip())
            line = line[cut:]
        line.append(chunk)
    text = "".join(line).rstrip()
    return lines + [text] if text else lines


def _wide(text: str) -> bool:
    return any(unicodedata.east_asian_width(c) in "WF" for c in text)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help in the listener's language: argparse's own words (``usage:``)
    from the catalogs, and Japanese lines wrapped by the columns they take."""

    def __init__(self, prog: str, *, texts: Texts, **kwargs) -> None:
        super().__init__(prog, **kwargs)
        self._texts = texts

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        if prefix is None:
            prefix = self._texts.text(m.CLI_USAGE) + " "
        super().add_usage(usage, actions, groups, prefix)

    def _format_usage(self, usage, actions, groups, prefix) -> str:
        if prefix is None or not _wide(prefix):
            return super()._format_usage(usage, actions, groups, prefix)
        # argparse lines up the usage by letters; a wide prefix takes more columns
        spaces = " " * _columns(prefix)
        return prefix + super()._format_usage(usage, actions, groups, spaces)[len(spaces):]

    def _split_lines(self, text: str, width: int) -> list[str]:
        if not _wide(text):
            return super()._split_lines(text, width)
        return wrap_columns(self._whitespace_matcher.sub(" ", text).strip(), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if not _wide(text):
            return super()._fill_text(text, width, indent)
        text = self._whitespace_matcher.sub(" ", text).strip()
        return "\n".join(indent + line for line in wrap_columns(text, width - len(indent)))


class Parser(argparse.ArgumentParser):
    """argparse, but every mistake becomes a :class:`InputRefusal` (translated later), and
    the help is in the language of ``texts`` (default: English); argparse's own error
    messages stay English, for :func:`_argument_refusal` to read."""

    def __init__(self, *args, texts: Texts | None = None, **kwargs) -> None:
        self.texts = texts or Texts.for_language(DEFAULT_LANGUAGE)
        kwargs.setdefault("exit_on_error", False)
        kwargs.setdefault("formatter_class", partial(HelpFormatter, texts=self.texts))
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self._positionals.title = self.texts.text(m.CLI_POSITIONALS)
        self._optionals.title = self.texts.text(m.CLI_OPTIONS)
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=help_text(self.texts, m.CLI_HELP))

    later_defaults: dict[str, dict[str, object]] = {}

    def add_subparsers(self, **kwargs):
        """Subcommands speak the same language."""
        kwargs.setdefault("parser_class", partial(Parser, texts=self.texts))
        return super().add_subparsers(**kwargs)

    def parse_known_args(self, args=None, namespace=None):
        try:
            return super().parse_known_args(args, namespace)
        except argparse.ArgumentError as error:
            raise _argument_refusal(error, self) from None

    def parse_args(self, args=None, namespace=None):
        namespace, extras = self.parse_known_args(args, namespace)
        command = getattr(namespace, "command", None)
        if extras:
            raise InputRefusal(m.USAGE_UNRECOGNIZED, words=" ".join(extras),
                          help=f"{PROG} {command} --help" if command else f"{PROG} --help")
        for dest, default in self.later_defaults.get(command, {}).items():
            if getattr(namespace, dest, None) is None:
                setattr(namespace, dest, default)
        return namespace

    def keep_earlier_values(self, commands: dict[str, argparse.ArgumentParser]) -> None:
        """An option given before the command as well as one the command has (``--settings
        FILE keys``) keeps its value unless given again after the command: the command's
        own default fills in only where neither gave one."""
        top = {action.dest for action in self._actions}
        self.later_defaults: dict[str, dict[str, object]] = {}
        for name, command in commands.items():
            shared = [a for a in command._actions
                      if a.dest in top and a.default is not argparse.SUPPRESS]
            self.later_defaults[name] = {a.dest: a.default for a in shared}
            for action in shared:
                action.default = argparse.SUPPRESS

    def error(self, message: str):
        raise _message_refusal(message, self)


def _help(parser: argparse.ArgumentParser) -> str:
    return f"{parser.prog} --help"


def _argument_refusal(error: argparse.ArgumentError, parser: argparse.ArgumentParser) -> InputRefusal:
    option = error.argument_name or ""
    if isinstance(error.__context__, BadValue):
        return error.__context__.refusal(option)
    text = error.message
    if text.startswith("expected"):
        return InputRefusal(m.USAGE_NEEDS_VALUE, option=option, help=_help(parser))
    found = re.match(r"invalid choice: '(.*)' \(choose from (.*)\)$", text)
    if found and (option == "command" or option.startswith("{")):
        return InputRefusal(m.USAGE_UNKNOWN_COMMAND, command=found.group(1),
                       commands=found.group(2).replace("'", ""))
    return _message_refusal(f"{option}: {text}" if option else text, parser)


def _message_refusal(message: str, parser: argparse.ArgumentParser) -> InputRefusal:
    patterns = [
        (r"unrecognized arguments: (.*)", m.USAGE_UNRECOGNIZED, "words"),
        (r"the following arguments are required: (.*)", m.USAGE_REQUIRED, "options"),
    ]
    for pattern, text, key in patterns:
        if found := re.fullmatch(pattern, message):
            return InputRefusal(text, help=_help(parser), **{key: found.group(1)})
    if found := re.fullmatch(r"ambiguous option: (\S+) could match (.*)", message):
        return InputRefusal(m.USAGE_AMBIGUOUS, option=found.group(1), matches=found.group(2))
    return InputRefusal(m.USAGE_OTHER, detail=message, help=_help(parser))
