"""What the build tools tell the user: progress lines and the one error type they raise."""

from __future__ import annotations


class BuildError(Exception):
    """A reason the site cannot be built or served; ``build.py`` prints it without a
    traceback and exits with status 1."""


def say(text: str) -> None:
    """One progress line, prefixed so it stands out between pip's, npm's and pytest's."""
    print(f"[build.py] {text}", flush=True)
