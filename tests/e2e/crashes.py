"""What a renderer crash leaves behind, for the e2e harness (tests/e2e/conftest.py).

Playwright only says "Target crashed". The browser knows more: Chromium's DevTools protocol
tells a browser-wide session that a target crashed, with its termination status ("crashed",
"oom", "killed", ...) and error code (the signal or exit code). :class:`CrashWatch` keeps
those for the session; :func:`page_crash` describes a crashed page of a test (its URL, how
long the test had run, its console's last lines, the machine's load and free memory); and
:func:`report` is the text a failed test gets in its report (a section "browser crash").
"""

from __future__ import annotations

import os
import time


def _memory() -> str:
    """The machine's available memory, from /proc/meminfo (Linux), in MB."""
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            info = dict(line.split(":", 1) for line in f)
        return f"{int(info['MemAvailable'].split()[0]) // 1024} MB available"
    except (OSError, KeyError, ValueError):
        return "memory unknown"


def machine() -> str:
    """Load and free memory now: what a crash happened under."""
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    return f"load {load}, {_memory()}"


class CrashWatch:
    """Every target (page, worker) of ``browser`` that crashes, with when and why, from a
    browser-wide DevTools session (``Target.targetCrashed``)."""

    def __init__(self, browser) -> None:
        self.crashed: list[tuple[float, dict, str]] = []
        self._session = None
        try:
            session = browser.new_browser_cdp_session()
            session.on("Target.targetCrashed", self._crashed)
            session.send("Target.setDiscoverTargets", {"discover": True})
            self._session = session
        except Exception as e:  # not Chromium, or no DevTools: the page's own event stays
            self.unavailable = f"no DevTools session: {e}"

    def _crashed(self, event: dict) -> None:
        self.crashed.append((time.time(), event, machine()))

    def since(self, start: float) -> list[str]:
        """The targets that crashed since ``start`` (after taking the events still queued)."""
        if self._session is not None:
            try:  # a round trip delivers the events that came before its answer
                self._session.send("Browser.getVersion")
            except Exception:
                pass
        return [f"{time.strftime('%H:%M:%S', time.gmtime(at))}: target "
                f"{event.get('targetId', '?')[:8]} ended with status {event.get('status')!r}, "
                f"error code {event.get('errorCode')} ({under})"
                for at, event, under in self.crashed if at >= start]


def page_crash(page, started: float) -> str:
    """A crashed page: its URL, when, under what, and its console's last lines."""
    said = list(page.__dict__.get("speeltafel_console", ()))[-12:]
    return (f"the page's renderer crashed at {page.url[:160]}, {time.time() - started:.1f} s "
            f"into the test ({machine()}); its console's last lines: {said}")


def report(pages: list[str], targets: list[str]) -> str:
    lines = ["Playwright's page crash events:", *(f"  {p}" for p in pages or ["(none)"]),
             "Chromium's crashed targets (DevTools Target.targetCrashed):",
             *(f"  {t}" for t in targets or ["(none)"])]
    return "\n".join(lines)
