"""Play across computers: the room behind a table, its server, its clients and their protocol."""
