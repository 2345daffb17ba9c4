"""``accessible-ll table-bench``: one host serving several tables of remote clients.

The host runs as its own process on 127.0.0.1, tables of protocol version 2 (the table
narrates each seat in its own language and sends only words); the bench's process
holds every client, each a person's seat driven by a script that takes the first item
it may choose at each step of a decision, after thinking ``think`` seconds. For each
action it measures the time from the client sending the ``choose`` that completes it
to the moment the last client of that table has the words of the event it caused, and
it asks the host for its peak memory at the end.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import time
from typing import Any

from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.match_client import RemoteMatch, ask_from_json
from accessible_ll.net.remote import RemoteLink

#: The clients' languages, seat by seat: the table narrates each in its own.
LANGUAGES = ("en", "ja", "de")


class ScriptedSeat(RemoteMatch):
    """A person's seat that thinks ``think`` seconds at each step of a decision and
    takes its first possible item; it notes when it sent the ``choose`` of each move
    and when it heard the words of each move."""

    def __init__(self, tally: dict, think: float, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tally, self.think = tally, think
        self.heard_moves = -1

    def on_ask(self, msg: dict[str, Any]) -> None:
        step, moves = ask_from_json(msg), int(msg["moves"])
        items = [item.value for item in step.choices if item.enabled]
        value = items[:max(step.least, 1)] if step.several else items[0]
        chosen = {**msg["chosen"], step.key: value}

        def choose() -> None:
            self.tally["sent"][moves] = time.perf_counter()  # the last one makes the move
            self.send("choose", chosen=p.plain(chosen))
        asyncio.get_running_loop().call_later(self.think, choose)

    def on_told(self, msg: dict[str, Any]) -> None:
        super().on_told(msg)
        moves = int(msg["moves"])
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


def serve(tables: int, players: int, seed: int) -> None:
    """The host side: ``tables`` tables of the default game, every seat a person's, on a free
    port; prints the address and codes, then, when every game is over, its peak memory."""
    from accessible_ll.games import DEFAULT_GAME, find_game
    from accessible_ll.match import Match
    from accessible_ll.net.match_room import MatchRoom
    from accessible_ll.net.room import RoomOptions
    from accessible_ll.net.server import TableServer, open_server
    from accessible_ll.settings import HUMAN

    async def main() -> None:
        rooms = {}
        for number in range(tables):
            match = Match(find_game(DEFAULT_GAME), None, [HUMAN] * players,
                          seed=seed + number)
            rooms[f"{number:06d}"] = MatchRoom(match, f"{number:06d}", RoomOptions())
        server = TableServer(rooms)
        ws = await open_server(server, "127.0.0.1", 0)
        port = ws.sockets[0].getsockname()[1]
        print(json.dumps({"port": port, "codes": list(rooms)}), flush=True)
        idle = peak_memory_mib()
        await asyncio.gather(*(room.run() for room in rooms.values()))
        await server.flush()
        ws.close()
        print(json.dumps({"idle_rss_mib": idle, "peak_rss_mib": peak_memory_mib()}),
              flush=True)
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


async def _clients(port: int, codes: list[str], players: int, think: float,
                   within: float | None = None) -> list[float]:
    texts = {language: Texts.for_language(language) for language in LANGUAGES}
    latencies: list[float] = []
    tallies = [{"sent": {}, "heard": {}} for _ in codes]
    seats = []
    for table, code in enumerate(codes):
        for seat in range(players):
            language = texts[LANGUAGES[seat % len(LANGUAGES)]]
            client = ScriptedSeat(tallies[table], think, None, language, code=code)
            client.link = RemoteLink("127.0.0.1", port, language, client.say, retry_for=10)
            seats.append(client)
    try:
        for client in seats:  # one at a time: the host lets only 8 of an address wait
            client.start(Ear())
            await _seated(client)
        await asyncio.wait_for(asyncio.gather(*(client.task for client in seats)), within)
    finally:
        for client in seats:
            await client.link.close()
    for tally in tallies:
        for number, sent in tally["sent"].items():
            heard = tally["heard"].get(number, [])
            if len(heard) >= players:
                latencies.append((max(heard[:players]) - sent) * 1000)
    return latencies


def run_table_bench(tables: int = 8, players: int = 4, seed: int = 1,
                    think: float = 0.1, within: float | None = None) -> dict[str, Any]:
    """Serve ``tables`` tables of ``players`` remote clients, each thinking
    ``think`` seconds at each step (0: as fast as the host allows); return the
    figures (raises TimeoutError if the games are not over ``within`` seconds)."""
    host = subprocess.Popen([sys.executable, "-m", "accessible_ll.net.bench", "--serve",
                             str(tables), str(players), str(seed)],
                            stdout=subprocess.PIPE, text=True)
    try:
        first = json.loads(host.stdout.readline())
        started = time.perf_counter()
        latencies = asyncio.run(_clients(first["port"], first["codes"], players, think,
                                         within))
        elapsed = time.perf_counter() - started
        memory = json.loads(host.stdout.readline())
        host.wait(30)
    finally:
        if host.poll() is None:
            host.kill()
    latencies.sort()
    return {"tables": tables, "players": players, "think_s": think,
            "actions": len(latencies),
            "seconds": round(elapsed, 2),
            "latency_ms_median": round(statistics.median(latencies), 2),
            "latency_ms_p99": round(latencies[int(0.99 * (len(latencies) - 1))], 2),
            **{key: round(value, 1) for key, value in memory.items()}}


def describe(result: dict[str, Any]) -> str:
    return (f"{result['tables']} tables of {result['players']} remote clients "
            f"(each thinking {result['think_s']} s a step), "
            f"{result['actions']} actions in {result['seconds']} s: action to the last "
            f"client's event {result['latency_ms_median']} ms median, "
            f"{result['latency_ms_p99']} ms p99; host memory {result['idle_rss_mib']} MiB "
            f"before play, {result['peak_rss_mib']} MiB at its peak")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(*(int(arg) for arg in sys.argv[2:5]))
