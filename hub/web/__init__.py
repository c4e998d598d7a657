"""The hub's own browser pages: the storefront demo (`/`) and the actor inspector (`/debug`).

The pages are plain files under `static/` (ES modules, no build step, nothing fetched from
outside), served by this hub so they talk to it same-origin: no CORS, and the page is the
reference client of the service spec. The dev token route (`handlers.dev_token`) exists
because only these pages need it: there is no other way for a browser to get a customer
token from a dev hub.
"""

from __future__ import annotations

from pathlib import Path

from hub.web.assets import StaticAssets

STATIC_DIR = Path(__file__).parent / "static"
ASSETS = StaticAssets(STATIC_DIR)  # the same files for every hub in the process
