#!/usr/bin/env python3
"""Build, serve and test Speeltafel. Standard library only; runs with python3 >= 3.11.

    python3 build.py [build]           build dist/ from scratch
    python3 build.py serve [--port N]  serve dist/ on http://127.0.0.1:N/
    python3 build.py play [--port N]   set up what is missing, build, serve
    python3 build.py test [ARGS...]    set up what is missing, build, run pytest ARGS over tests/
    python3 build.py icons             redraw public/icons/*.png

SPEELTAFEL_WEB=DIR builds another page folder instead of web/ (to try the tool chain on a test
page); SPEELTAFEL_CHROMIUM=PATH picks the Chromium binary for the tests.

This file is only the command line; the work is done by the modules of tools/ (site assembly
in tools/site.py, serving in tools/serve.py, set-up in tools/setup.py, icons in tools/icons.py).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from tools import paths
from tools.console import BuildError, say
from tools.icons import draw_icons
from tools.serve import serve
from tools.setup import setup, setup_chromium, venv_python
from tools.site import build

#: The command when none is given (``python3 build.py`` or ``python3 build.py --out X``).
DEFAULT_COMMAND = "build"


def do_build(args: argparse.Namespace) -> int:
    build(args.out.resolve(), args.web.resolve())
    return 0


def do_serve(args: argparse.Namespace) -> int:
    serve(args.port)
    return 0


def do_play(args: argparse.Namespace) -> int:
    setup()
    build()
    serve(args.port)
    return 0


def do_test(args: argparse.Namespace) -> int:
    """Set up (with Chromium), build dist/, run pytest from the venv; pytest's exit status."""
    setup()
    chromium = setup_chromium()
    build()
    # The whole suite runs in two worker processes (pytest-xdist), a file's tests together so
    # that its shared pages and fixtures are made once: the machine the suite must fit (2
    # cores, well under 15 minutes) has a second core, which one process leaves to the
    # determinism test's Pyodide runs alone. With arguments pytest runs as they say.
    parallel = [] if args.pytest_args else ["-n", "2", "--dist", "loadfile"]
    cmd = [str(venv_python()), "-m", "pytest", *parallel, *args.pytest_args]
    say("$ " + " ".join(cmd))
    env = {**os.environ, "SPEELTAFEL_CHROMIUM": chromium}
    # Bytecode is written (beside the sources, in the __pycache__ folders .gitignore and the
    # build leave out) even where PYTHONDONTWRITEBYTECODE is set: without it each worker
    # rewrites the asserts of every test module, and each `python -m core` a test starts
    # compiles the core anew (2026-11-27: collection 6.5 s of CPU per process without, 2.1 s
    # with; five CLI test files from no bytecode 10.2, 8.9, 9.5 s of CPU against 7.4, 7.1, 7.5).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return subprocess.run(cmd, cwd=paths.ROOT, env=env).returncode


def do_icons(args: argparse.Namespace) -> int:
    draw_icons()
    return 0


def make_parser() -> argparse.ArgumentParser:
    """The command line; each command's ``handler`` does it and returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="build.py", description="Build, serve and test Speeltafel.",
        epilog="Without a command (or with only build's options) it builds dist/.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    build_cmd = commands.add_parser("build", help="build dist/ from scratch")
    build_cmd.add_argument("--web", type=Path, default=paths.WEB, help="page folder (default web/)")
    build_cmd.add_argument("--out", type=Path, default=paths.DIST, help="output (default dist/)")
    build_cmd.set_defaults(handler=do_build)

    for name, text, handler in (("serve", "serve dist/ on http://127.0.0.1:PORT/", do_serve),
                                ("play", "set up what is missing, build, serve", do_play)):
        command = commands.add_parser(name, help=text)
        command.add_argument("--port", type=int, default=8000)
        command.set_defaults(handler=handler)

    # Every argument after `test` belongs to pytest, options and `-h` included: with a prefix
    # character no argument starts with, argparse sees none of them as an option of its own.
    test = commands.add_parser(
        "test", add_help=False, prefix_chars="\0",
        help="set up what is missing, build, run pytest with the remaining arguments")
    test.add_argument("pytest_args", nargs=argparse.REMAINDER)
    test.set_defaults(handler=do_test)

    commands.add_parser("icons", help="redraw public/icons/*.png").set_defaults(handler=do_icons)
    return parser


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command and its arguments; no arguments, or an option first (other than the help
    options), means ``build``."""
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        argv = [DEFAULT_COMMAND, *argv]
    return make_parser().parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        return args.handler(args)
    except BuildError as e:
        say(f"error: {e}")
        return 1
    except subprocess.CalledProcessError as e:
        say(f"error: command failed with exit code {e.returncode}: {' '.join(map(str, e.cmd))}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
