"""Compressed variants of the site's files (tools/compress.py) and how the server sends them
(tools/serve.py): brotli where the browser takes it, else gzip, else the file; the plain
files stay, and the service worker neither lists nor hashes the variants."""

from __future__ import annotations

import gzip
import http.client
import threading

import pytest

from tools.compress import is_variant, pick, write_compressed
from tools.serve import make_server
from tools.service_worker import content_hash, precache_urls

TEXT = ("const speeltafel = 'board games';\n" * 200).encode("utf-8")


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_bytes(b"<!doctype html><title>x</title>" + TEXT)
    (tmp_path / "app.js").write_bytes(TEXT)
    (tmp_path / "tiny.js").write_bytes(b"1;")
    (tmp_path / "core.zip").write_bytes(gzip.compress(TEXT))
    return tmp_path


def test_variants_are_written_for_compressible_files_only_and_unpack_to_the_file(site):
    before = content_hash(site), precache_urls(site)
    totals = write_compressed(site, cache=None)
    assert gzip.decompress((site / "app.js.gz").read_bytes()) == TEXT
    assert (site / "app.js.br").stat().st_size < (site / "app.js.gz").stat().st_size < len(TEXT)
    # too small to gain, or compressed already
    assert not (site / "tiny.js.gz").exists() and not (site / "core.zip.gz").exists()
    assert totals["br"] < totals["gzip"] < totals["identity"]
    assert is_variant(site, "app.js.br") and not is_variant(site, "app.js")
    assert (content_hash(site), precache_urls(site)) == before


def test_the_server_sends_what_the_browser_accepts(site):
    write_compressed(site, cache=None)
    assert pick(site, site / "app.js", "gzip, deflate, br") == (site / "app.js.br", "br")
    assert pick(site, site / "app.js", "gzip") == (site / "app.js.gz", "gzip")
    assert pick(site, site / "app.js", "br;q=0, gzip") == (site / "app.js.gz", "gzip")
    assert pick(site, site / "app.js", "") == (site / "app.js", None)
    server = make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        for path, accept, encoding, body in (
                ("/app.js", "br, gzip", "br", (site / "app.js.br").read_bytes()),
                ("/", "gzip", "gzip", (site / "index.html.gz").read_bytes()),
                ("/app.js", "identity", None, TEXT),
                ("/core.zip", "br, gzip", None, (site / "core.zip").read_bytes())):
            conn = http.client.HTTPConnection(*server.server_address[:2])
            conn.request("GET", path, headers={"Accept-Encoding": accept})
            response = conn.getresponse()
            assert response.status == 200
            assert response.getheader("Content-Encoding") == encoding, path
            assert response.read() == body
            if encoding:
                assert response.getheader("Vary") == "Accept-Encoding"
                assert response.getheader("Content-Type").startswith(
                    "text/html" if path == "/" else "text/javascript")
            conn.close()
    finally:
        server.shutdown()
        server.server_close()
