"""Rule errors: every refusal carries a stable rule id and a message in Dutch and English.

A rule id has the form ``<game-or-area>/<rule>`` (``stad-en-land/forced-continuation``,
``record/bad-header``). The part after the slash is also the anchor of the rule's section in
the rules reference, so the page can link every error to its explanation.
"""

from __future__ import annotations

# Rules-reference pages per rule-id prefix; areas without a page of their own point at the
# general page about records and links.
_REFERENCE_PAGE = {
    "record": "general",
    "link": "general",
    "core": "general",
}


#: Every rule id outside the games, each with a section in ``rules/general.<lang>.html``.
GENERAL_RULE_IDS = (
    "record/bad-header",
    "record/missing-header",
    "record/bad-version",
    "record/bad-seed",
    "record/bad-option",
    "record/header-after-steps",
    "record/bad-chance",
    "record/unknown-game",
    "record/player-count",
    "record/unreadable",
    "record/too-long",
    "record/bad-seat",
    "record/bad-bot",
    "core/unexpected-chance",
    "core/chance-pending",
    "core/game-over",
    "link/broken",
)


#: What a player at the page reads for a notation refusal (a rule id ending in ``/notation``):
#: the written reason explains how to write a move, which a player who taps never does.
NOT_A_MOVE = ("Dat is geen zet in dit spel: kies een van de gemarkeerde mogelijkheden.",
              "That is no move in this game: choose one of the marked options.")


class RuleError(ValueError):
    """A move, chance line, record or link was refused.

    A refusal of a written line may carry that line (``said``) and what to write instead
    (``then``): the message then reads ``'<said>': <reason> <then>``, as a record's writer
    needs it (issue 22), while a player at the page, who tapped rather than wrote, reads only
    the reason (:meth:`reason`).

    Attributes:
        rule: stable rule id, e.g. ``"stad-en-land/no-new-warehouse"``.
        nl: the message in Dutch.
        en: the message in English.
        said: the refused line as the message quotes it (None: the message quotes none).
        then: what to write instead, Dutch and English (``("", "")``: nothing).
        plain: the reason as a player at the page reads it, Dutch and English, when ``nl``/
            ``en`` name places or pieces in notation (``1,-1``, ``H1-03``) that a record's
            writer needs and a player does not see on the board (issue 24); None: the reason
            is plain already (a ``/notation`` refusal: :data:`NOT_A_MOVE`). The written
            message (``nl``/``en``, the command line's ``message``) keeps the notation.
    """

    def __init__(self, rule: str, nl: str, en: str, said: str | None = None,
                 then: tuple[str, str] = ("", ""), plain: tuple[str, str] | None = None) -> None:
        self.rule = rule
        self.said = said
        self.then = then
        if plain is None and rule.endswith("/notation"):
            plain = NOT_A_MOVE
        self.plain = plain
        self._written = (nl, en)   # the reason in notation, as a ReplayError passes it on
        self._reason = (nl, en) if plain is None else plain
        quote = f"'{said}': " if said is not None else ""   # an empty line is quoted too
        self.nl = f"{quote}{nl} {then[0]}".rstrip()
        self.en = f"{quote}{en} {then[1]}".rstrip()
        super().__init__(self.en)

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"nl"`` or ``"en"``; anything else gives English)."""
        return self.nl if lang == "nl" else self.en

    def reason(self, lang: str = "en") -> str:
        """Why, in ``lang``, without the quoted line and the suggestion in notation, and in
        plain words (``plain``) where the written reason names places in notation: what the
        page shows a player, whose move is on the board rather than written."""
        return self._reason[0] if lang == "nl" else self._reason[1]

    @property
    def anchor(self) -> str:
        """The anchor of this rule's section in its rules-reference page."""
        return self.rule.split("/", 1)[-1]

    @property
    def reference(self) -> str:
        """Site-relative address of the rule's explanation, without the language suffix.

        The page appends ``.<lang>.html``: ``rules/stad-en-land`` + ``.en.html#anchor``.
        """
        area = self.rule.split("/", 1)[0]
        return "rules/" + _REFERENCE_PAGE.get(area, area)

    def href(self, lang: str = "en") -> str:
        """Site-relative link to the rule in the reference in ``lang``."""
        return f"{self.reference}.{'nl' if lang == 'nl' else 'en'}.html#{self.anchor}"

    def to_json(self) -> dict:
        return {"rule": self.rule, "nl": self.nl, "en": self.en, "href": self.href("en")}

    def __repr__(self) -> str:
        return f"RuleError({self.rule!r}, {self.en!r})"


class ReplayError(RuleError):
    """A record step was refused while replaying; ``line`` is 1-based in the record text
    (0 when the problem is not tied to one line) and ``step`` is the offending text."""

    def __init__(self, error: RuleError, line: int, step: str) -> None:
        super().__init__(error.rule, error._written[0], error._written[1], error.said, error.then,
                         error.plain)
        self.line = line
        self.step = step

    def to_json(self) -> dict:
        return {"line": self.line, "step": self.step, "rule": self.rule, "message": self.en}


def game_over() -> RuleError:
    """The refusal of any move after the end (``core/game-over``), the same in every game."""
    return RuleError("core/game-over", "Het spel is al afgelopen.", "The game is already over.")


#: How much of a player's or a record's text a message quotes back.
QUOTE_LIMIT = 40
#: How much of a chance line a message quotes back: the longest real ones (every contract in
#: three piles, a 6-player winter deal) fit whole; longer text is junk and is cut.
LINE_QUOTE_LIMIT = 240


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` as a message quotes it: at most ``limit`` characters (a refused line may be
    thousands of characters long; the message must stay readable). A game whose well-formed
    lines can be longer than :data:`QUOTE_LIMIT` (a deal naming many cards) passes a
    ``limit`` that quotes those whole."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"
