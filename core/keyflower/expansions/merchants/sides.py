"""The Merchants' tile kind ``contract`` (the Assayer, the Bookkeeper, the Merchant; M): a
side gives contracts (``C``), skills from the pile (``K``) and resources (``W S I G``), one of
them (``/``) or all of them (``+``). The base catalogue reads and tells these sides through
``tiles.SideKind`` (:data:`CONTRACT_KIND`), so it names no such field itself.

This module reads only the base ``tiles`` when it is imported: the tiles join the
catalogue before any other base module is loaded (``__init__.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...tiles import Side, res_counts

KIND = "contract"

#: The contracts of a side, in words (the base's words tell its skills and resources).
_CONTRACTS = {"nl": "contract(en)", "en": "contract(s)"}


@dataclass(frozen=True)
class ContractSide(Side):
    """A contract tile's side: ``contracts`` taken, ``n`` skills, ``res`` resources, and
    ``one_of``: one of them (the use's choice), else all of them."""

    contracts: int = 0
    one_of: bool = False


class ContractKind:
    """:class:`tiles.SideKind` of the kind ``contract``."""

    def parse(self, text: str) -> Side:
        one_of, counts, res = "/" in text, {"C": 0, "K": 0}, ""
        for part in text.replace("/", "+").split("+"):
            count, letter = (int(part[:-1]) if len(part) > 1 else 1), part[-1]
            if letter in counts:
                counts[letter] += count
            else:
                res += f"+{count}{letter}"
        return ContractSide(res=res_counts(res), n=counts["K"], contracts=counts["C"], one_of=one_of)

    def describe(self, side: Side, lang: str) -> str:
        from ...data import side_word  # the base's words (loaded after the catalogue)
        assert isinstance(side, ContractSide), side
        parts = [f"{side.contracts} {_CONTRACTS[lang]}"] if side.contracts else []
        parts += [f"{side.n} {side_word('skills', lang)}"] if side.n else []
        parts += [f"{n} {side_word(r, lang)}" for r, n in zip(("wood", "stone", "iron", "gold"), side.res) if n]
        return (f" {side_word('or', lang)} " if side.one_of else " + ").join(parts)


CONTRACT_KIND = ContractKind()
