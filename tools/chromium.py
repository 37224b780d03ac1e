"""Debian's Chromium for the end-to-end tests and the benchmarks: where it is and how
Playwright launches it."""

from __future__ import annotations

import os

CHROMIUM_CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")


def find_chromium() -> str | None:
    """The Chromium binary for tests: $SPEELTAFEL_CHROMIUM, else Debian's chromium."""
    env = os.environ.get("SPEELTAFEL_CHROMIUM")
    if env:
        return env
    for candidate in CHROMIUM_CANDIDATES:
        if os.access(candidate, os.X_OK):
            return candidate
    return None


def chromium_launch_options() -> dict:
    """Launch options for Playwright with Debian's Chromium (tests and benchmarks)."""
    args = [
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-gpu",
        # Belt and braces for "no other origin": name resolution fails for every host but
        # the loopback address, so even requests Playwright cannot see (from workers) fail.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.insert(0, "--no-sandbox")
    options: dict = {"args": args}
    exe = find_chromium()
    if exe:
        options["executable_path"] = exe
    return options
