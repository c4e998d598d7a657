"""The pages' files as the hub serves them: held in memory, gzipped once, under a version.

Every file under `static/` is read once, with its gzip form (for text) and an ETag. The
version is a hash of all of them: the pages name their files under `/static/app/<version>/`,
and the modules import one another by relative paths, so every file a page loads sits under
that version and can be cached for a year. A change to any file makes a new version, and the
next page load fetches everything anew. A page request notices files edited on disk (a
developer at work) and reloads them; file requests read only memory.
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Asset", "StaticAssets"]

PREFIX = "/static/app/"
TEXT_TYPES = {
    ".js": "text/javascript; charset=UTF-8",
    ".css": "text/css; charset=UTF-8",
    ".html": "text/html; charset=UTF-8",
    ".svg": "image/svg+xml",
}
PAGES = (".html",)


@dataclass(frozen=True, slots=True)
class Asset:
    body: bytes
    gzipped: bytes | None  # None when gzip would not make it smaller
    content_type: str
    etag: str


def _asset(body: bytes, suffix: str) -> Asset:
    content_type = TEXT_TYPES.get(suffix) or mimetypes.guess_type(f"x{suffix}")[0]
    gzipped = None
    if suffix in TEXT_TYPES:
        packed = gzip.compress(body, compresslevel=9, mtime=0)
        gzipped = packed if len(packed) < len(body) else None
    etag = '"' + hashlib.sha256(body).hexdigest()[:20] + '"'
    return Asset(body, gzipped, content_type or "application/octet-stream", etag)


class StaticAssets:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.version = ""
        self._files: dict[str, Asset] = {}
        self._signature: tuple[tuple[str, int, int], ...] = ()
        self.reload_if_changed()

    def get(self, name: str) -> Asset | None:
        return self._files.get(name)

    def page(self, name: str) -> Asset | None:
        """An HTML page, after reloading the files if any changed on disk."""
        self.reload_if_changed()
        return self._files.get(name) if name.endswith(PAGES) else None

    def names(self) -> list[str]:
        return sorted(self._files)

    def reload_if_changed(self) -> None:
        paths = sorted(path for path in self.root.rglob("*") if path.is_file())
        signature = tuple(
            (path.relative_to(self.root).as_posix(), stat.st_mtime_ns, stat.st_size)
            for path in paths
            for stat in [path.stat()]
        )
        if signature == self._signature:
            return
        files = {
            path.relative_to(self.root).as_posix(): _asset(path.read_bytes(), path.suffix)
            for path in paths
        }
        digest = hashlib.sha256()
        for name, asset in sorted(files.items()):
            digest.update(f"{name}\0{asset.etag}\0".encode())
        version = digest.hexdigest()[:12]
        for name, asset in files.items():
            if name.endswith(PAGES):  # pages name their files under the version
                body = asset.body.replace(PREFIX.encode(), f"{PREFIX}{version}/".encode())
                files[name] = _asset(body, ".html")
        self._files, self.version, self._signature = files, version, signature
