"""``accessible-ll table-bench``: one host serving many tables of remote clients.

The host runs as its own process on 127.0.0.1, tables of protocol version 2 (the table
narrates each seat in its own language and sends only words), of one game of the
registry or of several in turn; the bench's process holds every client, each a
person's seat driven by a script that takes the first item it may choose at each step
of a decision, after thinking ``think`` seconds. For each action it measures the time
from the client sending the ``choose`` that completes it to the moment the last client
of that table has the words of the event it caused, and it asks the host for its peak
memory and the processor time it used at the end.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from typing import Any, Sequence

from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.match_client import RemoteMatch, ask_from_json
from accessible_ll.net.remote import RemoteLink

#: The clients' languages, seat by seat: the table narrates each in its own.
LANGUAGES = ("en", "ja", "de")
#: What ``--game`` names to play every game of the registry, table by table in turn.
MIXED = "mixed"
#: The figures of a run of the default game alone (no ``games`` named), as they always were.
LEGACY = ("tables", "players", "think_s", "actions", "seconds", "latency_ms_median",
          "latency_ms_p99", "idle_rss_mib", "peak_rss_mib")
#: Clients that join at once (the host lets 8 connections of one address wait to join).
JOINING = 4


@dataclass(frozen=True)
class BenchTable:
    """One table of a bench: its game, how many people's seats, its seed."""
    game: str
    players: int
    seed: int


def plan_tables(games: Sequence[str], tables: int, players: int,
                seed: int) -> list[BenchTable]:
    """``tables`` tables, the ``games`` in turn; each seats ``players`` where its game
    allows that many, else the count nearest it the game allows (Disloyal Royals two);
    table ``n`` deals with ``seed + n``.

    >>> [(t.game, t.players, t.seed) for t in plan_tables(
    ...     ["verraeter", "disloyal-royals"], 3, 4, 10)]
    [('verraeter', 4, 10), ('disloyal-royals', 2, 11), ('verraeter', 4, 12)]
    """
    from accessible_ll.games import find_game
    counts = {game: find_game(game).variants[0].nearest_players(players) for game in games}
    return [BenchTable(games[n % len(games)], counts[games[n % len(games)]], seed + n)
            for n in range(tables)]


class ScriptedSeat(RemoteMatch):
    """A person's seat that thinks ``think`` seconds at each step of a decision and
    takes its first possible item (refused, the next one); it notes when it sent the
    ``choose`` that made each move and when it heard the words of each move."""

    def __init__(self, tally: dict, think: float, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tally, self.think = tally, think
        self.heard_moves = -1
        self.tries: list[dict[str, Any]] = []  # what it may still send at this step
        self.sent_at = 0.0     # when it sent its last ``choose``
        self.made: float | None = None  # ... which made a move (the table said ``done``)

    def on_ask(self, msg: dict[str, Any]) -> None:
        step = ask_from_json(msg)
        items = [item.value for item in step.choices if item.enabled]
        if step.several:
            least = max(step.least, 1)
            values = [items[at:at + least] for at in range(max(len(items) - least + 1, 1))]
        else:
            values = items
        tries = [{**msg["chosen"], step.key: value} for value in values]
        asyncio.get_running_loop().call_later(self.think, self._choose, tries)

    def _choose(self, tries: list[dict[str, Any]]) -> None:
        """Send the first of ``tries``, keeping the others should the table refuse it."""
        self.tries = tries
        self._try_next()

    def _try_next(self) -> None:
        if not self.tries:  # nothing it may choose: the table is stuck (counted)
            self.tally["stuck"] = self.tally.get("stuck", 0) + 1
            return
        self.sent_at = time.perf_counter()
        self.send("choose", chosen=p.plain(self.tries.pop(0)))

    def on_refused(self, msg: dict[str, Any]) -> None:
        if msg.get("code") == "not_deciding":
            return super().on_refused(msg)
        self.waiting.clear()
        self._try_next()

    def on_done(self, msg: dict[str, Any]) -> None:
        super().on_done(msg)
        self.made = self.sent_at

    def on_told(self, msg: dict[str, Any]) -> None:
        super().on_told(msg)
        moves = int(msg["moves"])
        if self.made is not None:  # the words of the move its own choose made
            self.tally["sent"][moves - 1] = self.made
            self.made = None
        if moves > self.heard_moves:  # the words of the move numbered moves - 1
            self.heard_moves = moves
            self.tally["heard"].setdefault(moves - 1, []).append(time.perf_counter())


class Ear:
    """A scripted seat's listener: nobody hears anything."""

    def heard(self, news: list) -> None:
        pass

    def changed(self) -> None:
        pass

    def refused(self, seat: int, text: str) -> None:
        pass

    def told_table(self, line: str) -> None:
        pass


async def _seated(client: ScriptedSeat, within: float = 10.0) -> None:
    """Wait until the table has welcomed ``client`` (or it stopped, or ``within``
    seconds passed)."""
    give_up = time.monotonic() + within
    while client.welcome is None and not client.task.done() and time.monotonic() < give_up:
        await asyncio.sleep(0.002)


def _cpu_seconds() -> float:
    """The processor time this process has used (user and system), on every system."""
    return time.process_time()


def serve(plan: list[BenchTable]) -> None:
    """The host side: the tables of ``plan``, every seat a person's, on a free port;
    prints the address and codes, then, when every game is over, its memory and the
    processor time the games took."""
    from accessible_ll.games import find_game
    from accessible_ll.match import PERSON, Match
    from accessible_ll.net.match_room import MatchRoom
    from accessible_ll.net.room import RoomOptions
    from accessible_ll.net.server import TableServer, open_server

    async def main() -> None:
        rooms = {}
        for number, table in enumerate(plan):
            match = Match(find_game(table.game), None, [PERSON] * table.players,
                          seed=table.seed)
            rooms[f"{number:06d}"] = MatchRoom(match, f"{number:06d}", RoomOptions())
        server = TableServer(rooms)
        ws = await open_server(server, "127.0.0.1", 0)
        port = ws.sockets[0].getsockname()[1]
        print(json.dumps({"port": port, "codes": list(rooms)}), flush=True)
        idle = peak_memory_mib()
        cpu = _cpu_seconds()
        await asyncio.gather(*(room.run() for room in rooms.values()))
        await server.flush()
        ws.close()
        print(json.dumps({"idle_rss_mib": idle, "peak_rss_mib": peak_memory_mib(),
                          "host_cpu_s": _cpu_seconds() - cpu}), flush=True)
    asyncio.run(main())


def peak_memory_mib() -> float:
    """This process's peak memory so far, in MiB, on every system."""
    if sys.platform == "win32":
        return _peak_memory_on_windows() / 2**20
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes there, else KiB


def _peak_memory_on_windows() -> int:
    """The peak working set in bytes (GetProcessMemoryInfo)."""
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                    *((name, ctypes.c_size_t) for name in (
                        "PeakWorkingSetSize", "WorkingSetSize", "QuotaPeakPagedPoolUsage",
                        "QuotaPagedPoolUsage", "QuotaPeakNonPagedPoolUsage",
                        "QuotaNonPagedPoolUsage", "PagefileUsage", "PeakPagefileUsage"))]
    kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]
    psapi = ctypes.WinDLL("psapi")  # type: ignore[attr-defined]
    kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    psapi.GetProcessMemoryInfo.argtypes = (wintypes.HANDLE, ctypes.POINTER(Counters),
                                           wintypes.DWORD)
    counters = Counters(cb=ctypes.sizeof(Counters))
    psapi.GetProcessMemoryInfo(kernel32.GetCurrentProcess(), ctypes.byref(counters),
                               counters.cb)
    return counters.PeakWorkingSetSize


async def _clients(port: int, codes: list[str], plan: list[BenchTable], think: float,
                   within: float | None = None) -> tuple[list[list[tuple[float, float]]],
                                                          float]:
    """Every seat of every table of ``plan`` as a client; each table's latencies (when
    each move's ``choose`` went, its latency), and when the last seat sat down."""
    from accessible_ll.net.server import more_files
    more_files()
    texts = {language: Texts.for_language(language) for language in LANGUAGES}
    tallies = [{"sent": {}, "heard": {}} for _ in codes]
    seats = []
    for number, (table, code) in enumerate(zip(plan, codes)):
        for seat in range(table.players):
            language = texts[LANGUAGES[seat % len(LANGUAGES)]]
            client = ScriptedSeat(tallies[number], think, None, language, code=code)
            client.link = RemoteLink("127.0.0.1", port, language, client.say, retry_for=10)
            seats.append(client)
    joining = asyncio.Semaphore(JOINING)

    async def join(client: ScriptedSeat) -> None:
        async with joining:  # a few at a time: the host lets only 8 of an address wait
            client.start(Ear())
            await _seated(client)
    try:
        await asyncio.wait_for(asyncio.gather(*(join(client) for client in seats)), within)
        seated = time.perf_counter()
        await asyncio.wait_for(asyncio.gather(*(client.task for client in seats)), within)
    finally:
        for client in seats:
            await client.link.close()
    stuck = sum(tally.get("stuck", 0) for tally in tallies)
    if stuck:
        raise RuntimeError(f"{stuck} decisions offered nothing the table took")
    return [_latencies(tally, table.players) for tally, table in zip(tallies, plan)], seated


def _latencies(tally: dict, players: int) -> list[tuple[float, float]]:
    """A table's moves every seat heard: when each one's ``choose`` went, and its
    latency in ms, from then to the last seat's words of it."""
    latencies = []
    for number, sent in tally["sent"].items():
        heard = tally["heard"].get(number, [])
        if len(heard) >= players:
            latencies.append((sent, (max(heard[:players]) - sent) * 1000))
    return latencies


def _figures(latencies: list[float]) -> dict[str, Any]:
    latencies = sorted(latencies)
    if not latencies:
        return {"actions": 0, "latency_ms_median": 0.0, "latency_ms_p99": 0.0}
    return {"actions": len(latencies),
            "latency_ms_median": round(statistics.median(latencies), 2),
            "latency_ms_p99": round(latencies[int(0.99 * (len(latencies) - 1))], 2)}


def run_table_bench(tables: int = 8, players: int = 4, seed: int = 1,
                    think: float = 0.1, within: float | None = None,
                    games: Sequence[str] | None = None) -> dict[str, Any]:
    """Serve ``tables`` tables of ``players`` remote clients, each thinking
    ``think`` seconds at each step (0: as fast as the host allows); return the
    figures (raises TimeoutError if the games are not over ``within`` seconds).

    ``games``: the games the tables play in turn (None: the default game alone, and the
    figures of all tables only); given, the figures also hold each game's
    (``games``) and the host's processor time (``host_cpu_s``).
    """
    from accessible_ll.games import DEFAULT_GAME
    plan = plan_tables(list(games or [DEFAULT_GAME]), tables, players, seed)
    result = {"tables": tables, "players": players, **run_plan(plan, think, within)}
    if games is None:  # the figures as they always were
        result = {key: value for key, value in result.items() if key in LEGACY}
    return result


def run_plan(plan: list[BenchTable], think: float = 0.1,
             within: float | None = None) -> dict[str, Any]:
    """Serve the tables of ``plan`` from one host process, every seat a scripted
    client in this one; the figures of all tables, then each game's."""
    host = subprocess.Popen([sys.executable, "-m", "accessible_ll.net.bench", "--serve",
                             json.dumps([asdict(table) for table in plan])],
                            stdout=subprocess.PIPE, text=True)
    try:
        first = json.loads(host.stdout.readline())
        started = time.perf_counter()
        timed, seated = asyncio.run(_clients(first["port"], first["codes"], plan, think,
                                             within))
        elapsed = time.perf_counter() - started
        memory = json.loads(host.stdout.readline())
        host.wait(30)
    finally:
        if host.poll() is None:
            host.kill()
    cpu = memory.pop("host_cpu_s")
    per_table = [[ms for _, ms in table] for table in timed]
    once_seated = _figures([ms for table in timed for sent, ms in table if sent >= seated])
    return {"think_s": think, **_figures([ms for table in per_table for ms in table]),
            "seconds": round(elapsed, 2),
            **{key: round(value, 1) for key, value in memory.items()},
            "host_cpu_s": round(cpu, 2), "seated_s": round(seated - started, 2),
            **{f"{key}_seated": value for key, value in once_seated.items()},
            "games": _per_game(plan, per_table)}


def _per_game(plan: list[BenchTable], per_table: list[list[float]]) -> dict[str, Any]:
    """Each game's figures: its tables, their seats (the count, or each count where
    its tables seat several), its actions and latencies."""
    figures = {}
    for game in dict.fromkeys(table.game for table in plan):
        mine = [n for n, table in enumerate(plan) if table.game == game]
        counts = sorted({plan[n].players for n in mine})
        figures[game] = {"tables": len(mine),
                         "players": counts[0] if len(counts) == 1 else counts,
                         **_figures([ms for n in mine for ms in per_table[n]])}
    return figures


def describe(result: dict[str, Any]) -> str:
    """The figures in a sentence (each game's after them, in a run that names its
    games)."""
    text = (f"{result['tables']} tables of {result['players']} remote clients "
            f"(each thinking {result['think_s']} s a step), "
            f"{result['actions']} actions in {result['seconds']} s: action to the last "
            f"client's event {result['latency_ms_median']} ms median, "
            f"{result['latency_ms_p99']} ms p99; host memory {result['idle_rss_mib']} MiB "
            f"before play, {result['peak_rss_mib']} MiB at its peak")
    if "host_cpu_s" in result:
        text += f", {result['host_cpu_s']} s of processor time"
    if "seated_s" in result:
        text += (f"; every seat sat after {result['seated_s']} s, and from then on "
                 f"{result['actions_seated']} actions, "
                 f"{result['latency_ms_median_seated']} ms median, "
                 f"{result['latency_ms_p99_seated']} ms p99")
    for game, figures in result.get("games", {}).items():
        text += (f"\n  {game}: {figures['tables']} tables of {figures['players']}, "
                 f"{figures['actions']} actions, {figures['latency_ms_median']} ms median, "
                 f"{figures['latency_ms_p99']} ms p99")
    return text


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve([BenchTable(**table) for table in json.loads(sys.argv[2])])
