"""Share links (architecture.md, "Links"): payload = base64url without padding of the raw
DEFLATE stream (zlib wbits=-15) of the record text; every broken payload is `link/broken`."""

from __future__ import annotations

import base64
import random
import re
import zlib

import pytest

from core import links
from core.errors import RuleError
from core.match import Match

RECORD = """[Game "stad-en-land"]
[Version "1"]
[Player "Anneke \\"Ank\\" de Vries"]
[Player "Zoë 🎲 Ørsted"]
[Seed "8731"]
[Option "adjacency=king"]
[Option "end=mover"]
* cities b2 c5 d3 d4 e6 f1 a4 c3
c3-b4
d3-e2
e2-f1
pass
"""


def _independent_encode(text: str) -> str:
    comp = zlib.compressobj(6, zlib.DEFLATED, -15)
    raw = comp.compress(text.encode("utf-8")) + comp.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _independent_decode(payload: str) -> str:
    """The text of ``payload`` read with the standard library alone: its bytes must hold one
    whole raw DEFLATE stream and nothing after it. Raises ``ValueError`` (base64, UTF-8, what
    follows or is missing) or ``zlib.error``."""
    raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    inflater = zlib.decompressobj(-15)
    data = inflater.decompress(raw)
    if not inflater.eof or inflater.unused_data:
        raise ValueError("not exactly one DEFLATE stream")
    return data.decode("utf-8")


def _broken(payload) -> RuleError:
    with pytest.raises(RuleError) as info:
        links.decode(payload)
    err = info.value
    assert err.rule == "link/broken"
    assert err.message("nl") and err.message("en") and err.message("nl") != err.message("en")
    assert err.href("nl") == "rules/general.nl.html#broken"
    return err


# -- round trip and exact format -----------------------------------------------------------
@pytest.mark.parametrize("text", [RECORD, "", "x", "é" * 1000, RECORD * 50])
def test_round_trip(text):
    assert links.decode(links.encode(text)) == text


def test_round_trip_of_a_whole_match_with_non_ascii_names():
    match = Match.from_record(RECORD)
    back = Match.from_record(links.decode(links.encode(match.record_text())))
    assert back.players == ['Anneke "Ank" de Vries', "Zoë 🎲 Ørsted"]
    assert back.state == match.state


def test_payload_is_base64url_without_padding_of_raw_deflate():
    payload = links.encode(RECORD)
    assert re.fullmatch(r"[A-Za-z0-9_-]+", payload)
    assert len(payload) % 4 != 1
    # independent decoding with the standard library
    assert _independent_decode(payload) == RECORD
    raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    with pytest.raises(zlib.error):
        zlib.decompress(raw)            # no zlib header: raw DEFLATE
    with pytest.raises(zlib.error):
        zlib.decompress(raw, 31)        # no gzip header either
    # and our decoder reads a stream made independently (other compression level)
    assert links.decode(_independent_encode(RECORD)) == RECORD


def test_payload_uses_url_safe_alphabet():
    """Bytes that base64 writes as '+' and '/' come out as '-' and '_'."""
    rnd = random.Random(3)
    text = "".join(chr(rnd.randrange(0x20, 0x3000)) for _ in range(3000))
    payload = links.encode(text)
    assert "-" in payload and "_" in payload
    assert "+" not in payload and "/" not in payload and "=" not in payload
    assert links.decode(payload) == text


# -- broken payloads -------------------------------------------------------------------------
@pytest.mark.parametrize("payload", ["", "   ", None])
def test_empty(payload):
    _broken(payload)


@pytest.mark.parametrize("bad", ["+", "/", "=", " ", "%", "é", "\n", "."])
def test_bad_characters(bad):
    payload = links.encode(RECORD)
    _broken(payload[:10] + bad + payload[10:])


def test_padding_is_not_part_of_the_format():
    payload = links.encode(RECORD)
    if len(payload) % 4:
        _broken(payload + "=" * (-len(payload) % 4))
    _broken(payload + "==")


@pytest.mark.parametrize("cut", [1, 2, 3, 5, 10])
def test_truncated(cut):
    payload = links.encode(RECORD)
    _broken(payload[:-cut])


def test_truncated_to_impossible_length():
    payload = links.encode(RECORD)
    payload = payload[: (len(payload) // 4 - 1) * 4 + 1]
    assert len(payload) % 4 == 1
    _broken(payload)


@pytest.mark.parametrize("payload", [
    base64.urlsafe_b64encode(zlib.compress(RECORD.encode())).decode().rstrip("="),       # zlib header
    base64.urlsafe_b64encode(RECORD.encode()).decode().rstrip("="),                      # plain text
    "AAAA",
    "____",
])
def test_not_raw_deflate(payload):
    _broken(payload)


def test_flipped_bits_never_crash():
    """Random damage gives the text the standard library reads from it, or link/broken when
    that reading fails; never another exception. Both happen among these damages."""
    payload = links.encode(RECORD)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    rnd = random.Random(11)
    read = broken = 0
    for _ in range(300):
        i = rnd.randrange(len(payload))
        damaged = payload[:i] + rnd.choice(alphabet) + payload[i + 1:]
        try:
            expected = _independent_decode(damaged)
        except (ValueError, zlib.error):
            _broken(damaged)
            broken += 1
        else:
            assert links.decode(damaged) == expected
            read += 1
    assert read and broken, (read, broken)


def test_not_utf8():
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = comp.compress(b"\xff\xfe not utf-8 \xc3") + comp.flush()
    _broken(base64.urlsafe_b64encode(raw).decode().rstrip("="))


def test_too_large_zip_bomb():
    """A small payload inflating past the limit is refused without inflating it all."""
    bomb = _independent_encode("a" * (64 << 20))
    assert len(bomb) < 200_000
    err = _broken(bomb)
    assert "large" in err.en or "groot" in err.nl


def test_limit_is_exact():
    text = "b" * links.MAX_RECORD_BYTES
    assert links.decode(links.encode(text)) == text
    _broken(links.encode(text + "b"))


def test_bytes_after_the_stream():
    """Data appended after the end of the DEFLATE stream marks a tampered link."""
    raw = base64.urlsafe_b64decode(_independent_encode(RECORD) + "==")
    _broken(base64.urlsafe_b64encode(raw + b"extra").decode().rstrip("="))
