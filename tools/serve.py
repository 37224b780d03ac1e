"""Serving ``dist/`` on loopback with the site's content types (``build.py serve``/``play``,
the end-to-end tests and the start-up benchmark all use this one handler), compressed the way
static hosts send it: a file's build-time ``.br`` or ``.gz`` variant when the browser accepts
that encoding (``tools/compress.py``), so local measurements count the bytes a player
downloads."""

from __future__ import annotations

import http.server
import os
from pathlib import Path

from tools import csp, paths
from tools.compress import pick
from tools.console import BuildError, say

#: Content types the site needs.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".txt": "text/plain; charset=utf-8",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
}


def make_handler(directory: Path, quiet: bool = False) -> type[http.server.SimpleHTTPRequestHandler]:
    """A static-file request handler for ``directory`` with the site's MIME types; every
    answer says ``Cache-Control: no-cache`` (the service worker does the caching) and carries
    the site's security headers (``tools/csp.py``: its Content-Security-Policy with
    ``frame-ancestors 'none'``, ``X-Frame-Options: DENY``). A file with a compressed variant
    the request accepts is sent as that variant (``Content-Encoding``, ``Vary``)."""

    page_policy = csp.built_page_policy(directory)

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(directory), **kwargs)

        def send_head(self):
            """The plain handler's answer, or the compressed variant of a file."""
            path = Path(self.translate_path(self.path))
            if path.is_dir() and self.path.split("?")[0].endswith("/"):
                path = path / "index.html"
            if not path.is_file():
                return super().send_head()
            body, encoding = pick(directory, path, self.headers.get("Accept-Encoding", ""))
            if encoding is None:
                return super().send_head()
            f = body.open("rb")
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return f

        def end_headers(self):
            self.send_header("Cache-Control", "no-cache")
            for name, value in csp.headers_for(self.path, page_policy).items():
                self.send_header(name, value)
            super().end_headers()

        def log_message(self, format, *args):
            if not quiet:
                super().log_message(format, *args)

    return Handler


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1",
                quiet: bool = False) -> http.server.ThreadingHTTPServer:
    """A threaded server for ``directory`` (port 0: a free one); not yet serving."""
    server = http.server.ThreadingHTTPServer((host, port), make_handler(directory, quiet))
    server.daemon_threads = True
    return server


def serve(port: int, directory: Path = paths.DIST) -> None:
    """Serve ``directory`` on http://127.0.0.1:port/ until Ctrl+C."""
    if not (directory / "index.html").is_file():
        raise BuildError(f"{directory}/index.html is missing: run python3 build.py first")
    try:
        server = make_server(directory, port)
    except OSError as e:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {e} (try --port)") from None
    say(f"serving {directory} at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        say("stopped")
    finally:
        server.server_close()
