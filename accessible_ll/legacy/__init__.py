"""The legacy reader: files written before every game started the same way, read as
today's. The only part of the shell that knows Love Letter's old files, from the time
it was the program's only game:

- :mod:`~accessible_ll.legacy.flat`: the settings file that kept its table flat, at
  the top level (``edition``, ``players``, ``seats``, ``names``, ``blind_variant``,
  ``target``), read as its table (``tables["love-letter"]``);
- :mod:`~accessible_ll.legacy.tables`: its game saved as its own table saved it
  (``{"version": 1, "table": {"settings", "seed", "journal"}}``, by the line mode with
  the room it played in, by a host with its seats and join code), read as the same
  game's :class:`~accessible_ll.match.Match` snapshot; and its unfinished game kept as
  ``saved-game.table`` (the full screen) or ``line-game.table`` (the line mode),
  continued and then kept under the name every game's save has.
"""
