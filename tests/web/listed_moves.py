"""What a game's taps and buttons may answer when its page plays listed moves only (issue 23):
:func:`check_answers`. The scan of the source is ``move_picking``'s."""

from __future__ import annotations

from collections.abc import Iterable

from core.errors import RuleError
from core.protocol import MoveData


def check_answers(answers: Iterable[dict], moves: Iterable[MoveData], rule_ids) -> None:
    """Every answer is a selection, a refusal (a RuleError whose rule is in ``rule_ids``) or
    ``{"play": text}`` with the text of one of ``moves``."""
    listed = {m.text for m in moves}
    for answer in answers:
        assert len(answer) == 1, answer
        if "play" in answer:
            assert answer["play"] in listed, answer
        elif "error" in answer:
            assert isinstance(answer["error"], RuleError) and answer["error"].rule in rule_ids, answer
        else:
            assert "select" in answer, answer
