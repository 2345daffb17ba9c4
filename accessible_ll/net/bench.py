"""``accessible-ll table-bench``: one host serving several tables of remote bot clients.

The host runs as its own process on 127.0.0.1; the bench's process holds every
client. For each action it measures the time from the client sending it to the
moment the last client of that table has the event it caused, and it asks the host
for its peak memory at the end.
"""

from __future__ import annotations

import asyncio
import json
import resource
import statistics
import subprocess
import sys
import time
from typing import Any

from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.client import BotClient, run_client
from accessible_ll.net.remote import RemoteLink


class TimedBot(BotClient):
    """A bot client that thinks ``think`` seconds, as a person would, and notes when it
    sent each action and when it heard each one."""

    def __init__(self, tally: dict, think: float, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tally, self.think = tally, think
        self.link: RemoteLink | None = None

    def send(self, kind: str, **fields: Any) -> None:
        if kind != "act" or not self.think:
            if kind == "act":
                self.tally["sent"][self.decision_no] = time.perf_counter()
            return super().send(kind, **fields)
        number, msg = self.decision_no, p.message(kind, **fields)

        def act() -> None:
            self.tally["sent"][number] = time.perf_counter()
            asyncio.ensure_future(self.link.send(msg))
        asyncio.get_running_loop().call_later(self.think, act)

    def on_update(self, msg: dict[str, Any]) -> None:
        super().on_update(msg)
        heard = self.tally["heard"].setdefault(msg["decision_no"] - 1, [])
        heard.append(time.perf_counter())


def serve(tables: int, players: int, seed: int) -> None:
    """The host side: ``tables`` tables on a free port; prints the address and codes,
    then, when every game is over, its peak memory."""
    from accessible_ll.net.room import RoomOptions, TableRoom
    from accessible_ll.net.server import TableServer, open_server
    from accessible_ll.settings import HUMAN, Settings
    from accessible_ll.table import LocalTable

    async def main() -> None:
        rooms = {}
        for number in range(tables):
            settings = Settings(players=players, seats=[HUMAN] * players)
            rooms[f"{number:06d}"] = TableRoom(LocalTable(settings, seed=seed + number),
                                               f"{number:06d}", RoomOptions())
        server = TableServer(rooms)
        ws = await open_server(server, "127.0.0.1", 0)
        port = ws.sockets[0].getsockname()[1]
        print(json.dumps({"port": port, "codes": list(rooms)}), flush=True)
        idle_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        await asyncio.gather(*(room.run() for room in rooms.values()))
        await server.flush()
        ws.close()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(json.dumps({"idle_rss_mib": idle_kib / 1024, "peak_rss_mib": peak / 1024}),
              flush=True)
    asyncio.run(main())


async def _clients(port: int, codes: list[str], players: int, seed: int,
                   think: float) -> list[float]:
    texts = Texts.for_language("en")
    latencies: list[float] = []
    tallies = [{"sent": {}, "heard": {}} for _ in codes]
    runs = []
    for table, code in enumerate(codes):
        for seat in range(players):
            bot = TimedBot(tallies[table], think, texts, None, "heuristic",
                           seed + seat, code=code)
            link = bot.link = RemoteLink("127.0.0.1", port, texts, bot.say, retry_for=10)
            runs.append(run_client(bot, link))
    await asyncio.gather(*runs)
    for tally in tallies:
        for number, sent in tally["sent"].items():
            heard = tally["heard"].get(number, [])
            if len(heard) >= players:
                latencies.append((max(heard[:players]) - sent) * 1000)
    return latencies


def run_table_bench(tables: int = 8, players: int = 4, seed: int = 1,
                    think: float = 0.1) -> dict[str, Any]:
    """Serve ``tables`` tables of ``players`` remote bot clients, each thinking
    ``think`` seconds before it acts (0: as fast as the host allows); return the
    figures."""
    host = subprocess.Popen([sys.executable, "-m", "accessible_ll.net.bench", "--serve",
                             str(tables), str(players), str(seed)],
                            stdout=subprocess.PIPE, text=True)
    try:
        first = json.loads(host.stdout.readline())
        started = time.perf_counter()
        latencies = asyncio.run(_clients(first["port"], first["codes"], players, seed,
                                         think))
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
    return (f"{result['tables']} tables of {result['players']} remote bot clients "
            f"(thinking {result['think_s']} s), "
            f"{result['actions']} actions in {result['seconds']} s: action to the last "
            f"client's event {result['latency_ms_median']} ms median, "
            f"{result['latency_ms_p99']} ms p99; host memory {result['idle_rss_mib']} MiB "
            f"before play, {result['peak_rss_mib']} MiB at its peak")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(*(int(arg) for arg in sys.argv[2:5]))
