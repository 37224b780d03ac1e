"""build.py's command line: the commands and arguments it has always accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

import build
from tools import paths


@pytest.mark.parametrize("argv", [
    ["-x", "-m", "not e2e"],
    ["tests/core", "-x"],
    ["-q"],
    ["-h"],
    ["--port", "3", "--out", "x"],
    ["--", "-k", "a or b"],
    [],
])
def test_everything_after_test_goes_to_pytest_unchanged(argv):
    args = build.parse_args(["test", *argv])
    assert args.handler is build.do_test
    assert args.pytest_args == argv


def test_no_command_builds_dist_from_web():
    args = build.parse_args([])
    assert args.handler is build.do_build
    assert (args.out, args.web) == (paths.DIST, paths.WEB)


def test_build_options_without_the_command_still_build():
    args = build.parse_args(["--out", "/tmp/site", "--web", "page"])
    assert (args.handler, args.out, args.web) == (build.do_build, Path("/tmp/site"), Path("page"))


@pytest.mark.parametrize("command", ["serve", "play"])
def test_serve_and_play_take_a_port(command):
    assert build.parse_args([command]).handler is getattr(build, f"do_{command}")
    assert build.parse_args([command]).port == 8000
    assert build.parse_args([command, "--port", "8123"]).port == 8123


def test_icons_takes_nothing():
    assert build.parse_args(["icons"]).handler is build.do_icons
    with pytest.raises(SystemExit) as exit_info:
        build.parse_args(["icons", "--port", "1"])
    assert exit_info.value.code == 2


@pytest.mark.parametrize("argv", [["deploy"], ["serve", "--port", "eighty"], ["build", "extra"]])
def test_unknown_commands_and_bad_arguments_exit_with_status_2(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        build.main(argv)
    assert exit_info.value.code == 2
    assert "usage: build.py" in capsys.readouterr().err


def test_a_build_error_is_one_line_and_status_1(tmp_path, capsys):
    assert build.main(["build", "--web", str(tmp_path), "--out", str(tmp_path / "out")]) == 1
    out = capsys.readouterr().out
    assert "[build.py] error:" in out and "index.html is missing" in out
    assert "Traceback" not in out
    assert not (tmp_path / "out").exists()


def test_the_suite_writes_bytecode_where_the_environment_says_not_to(monkeypatch):
    """``build.py test`` runs pytest with bytecode written (PYTHONDONTWRITEBYTECODE left
    out): with it each worker rewrote every test module's asserts and each ``python -m core``
    a test starts compiled the core anew, at every run. Everything else is passed on."""
    ran = {}
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("SPEELTAFEL_SOMETHING", "kept")
    for name in ("setup", "build"):
        monkeypatch.setattr(build, name, lambda: None)
    monkeypatch.setattr(build, "setup_chromium", lambda: "/usr/bin/chromium")
    monkeypatch.setattr(build.subprocess, "run", lambda cmd, cwd, env: ran.update(cmd=cmd, env=env)
                        or type("Done", (), {"returncode": 0})())
    assert build.do_test(build.parse_args(["test", "tests/core"])) == 0
    assert ran["cmd"][1:] == ["-m", "pytest", "tests/core"]
    assert "PYTHONDONTWRITEBYTECODE" not in ran["env"]
    assert ran["env"]["SPEELTAFEL_SOMETHING"] == "kept"
    assert ran["env"]["SPEELTAFEL_CHROMIUM"] == "/usr/bin/chromium"
