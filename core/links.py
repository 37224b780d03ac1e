"""Share links: ``#r=<payload>``, payload = base64url (no padding) of the raw DEFLATE
stream (zlib ``wbits=-15``) of the record text."""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from .errors import RuleError
from .record import MAX_BYTES

#: A record larger than this after inflating is refused (a defence against zip bombs): the
#: record cap itself (``record/too-long``), so every record the core accepts fits in a link.
MAX_RECORD_BYTES = MAX_BYTES

_B64URL = re.compile(r"^[A-Za-z0-9_-]*$")


def encode(record_text: str) -> str:
    """The link payload for a record."""
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = comp.compress(record_text.encode("utf-8")) + comp.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _bad(nl: str, en: str) -> RuleError:
    return RuleError("link/broken", nl, en)


def decode(payload: str) -> str:
    """The record text inside a link payload.

    Raises:
        RuleError: ``link/broken`` when the payload is not base64url, not a DEFLATE stream,
        truncated, too large or not UTF-8 text. Replaying the text is the caller's next step.
    """
    payload = (payload or "").strip()
    if not payload:
        raise _bad("De link bevat geen partij.", "The link holds no game.")
    if not _B64URL.match(payload) or len(payload) % 4 == 1:
        raise _bad("De link is beschadigd: er staan tekens in die er niet horen.",
                   "The link is damaged: it contains characters that do not belong there.")
    try:
        raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError):
        raise _bad("De link is beschadigd en kan niet gelezen worden.",
                   "The link is damaged and cannot be read.") from None
    inflater = zlib.decompressobj(-15)
    try:
        data = inflater.decompress(raw, MAX_RECORD_BYTES + 1)
    except zlib.error:
        raise _bad("De link is beschadigd: de partij kan niet uitgepakt worden.",
                   "The link is damaged: the game cannot be unpacked.") from None
    if len(data) > MAX_RECORD_BYTES:
        raise _bad("De partij in deze link is te groot.", "The game in this link is too large.")
    if inflater.unused_data:
        raise _bad("De link is beschadigd: er staat iets achter de partij dat er niet hoort.",
                   "The link is damaged: something follows the game that does not belong there.")
    if not inflater.eof:
        raise _bad("De link is onvolledig: waarschijnlijk is er een stuk afgevallen bij het kopiëren.",
                   "The link is incomplete: part of it was probably lost when it was copied.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise _bad("De link bevat geen leesbare partij.", "The link does not hold a readable game.") from None
