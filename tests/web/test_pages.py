"""The pages and their files over real HTTP, and the dev-only token route.

What a browser needs before any script runs: the right content types (module scripts are
refused with a non-JavaScript type), a same-origin content security policy, and envelopes
rather than tornado's HTML for anything missing.
"""

from __future__ import annotations

import gzip
import re

import jwt
from tornado.httpclient import AsyncHTTPClient, HTTPRequest, HTTPResponse

from hub.web import ASSETS, STATIC_DIR
from tests.conftest import JWT_SECRET
from tests.handlers.test_base import assert_failure

YEAR = "public, max-age=31536000, immutable"


async def test_the_storefront_page_is_served(client):
    reply = await client.get("/")
    assert reply.status == 200
    assert reply.headers["Content-Type"].startswith("text/html")
    assert "default-src 'self'" in reply.headers["Content-Security-Policy"]
    assert reply.headers["Cache-Control"] == "no-cache"
    html = reply.body.decode()
    assert f'<script type="module" src="/static/app/{ASSETS.version}/app.js">' in html
    assert "http://" not in html and "https://" not in html  # nothing fetched from outside


async def test_every_file_a_page_names_is_versioned_and_cached_for_a_year(client):
    for page in ("/", "/debug"):
        html = (await client.get(page)).body.decode()
        named = re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
        assert named, page
        for path in named:
            assert path.startswith(f"/static/app/{ASSETS.version}/"), path
            reply = await client.get(path)
            assert reply.status == 200 and reply.headers["Cache-Control"] == YEAR, path
    # the same file without the version, or under another, is revalidated instead
    for path in ("/static/app/app.js", "/static/app/0123456789ab/app.js"):
        assert (await client.get(path)).headers["Cache-Control"] == "no-cache", path


async def raw_get(client, path: str, encoding: str) -> HTTPResponse:
    """The bytes as sent: tornado's client would otherwise unpack gzip itself."""
    request = HTTPRequest(
        client.base_url + path, headers={"Accept-Encoding": encoding}, decompress_response=False
    )
    http = AsyncHTTPClient(force_instance=True)
    try:
        return await http.fetch(request)
    finally:
        http.close()


async def test_text_is_gzipped_for_clients_that_accept_it(client):
    for path in ("/", f"/static/app/{ASSETS.version}/blocks.js", "/static/app/styles.css"):
        packed = await raw_get(client, path, "gzip, deflate")
        assert packed.headers["Content-Encoding"] == "gzip", path
        assert packed.headers["Vary"] == "Accept-Encoding"
        plain = await raw_get(client, path, "identity")
        assert "Content-Encoding" not in plain.headers
        assert gzip.decompress(packed.body) == plain.body
        assert len(packed.body) < len(plain.body) / 2, path


async def test_head_and_revalidation_answer_without_a_body(client):
    for path in ("/", "/debug", "/static/app/app.js"):
        full = await client.get(path)
        head = await client.request("HEAD", path)
        assert head.status == 200 and head.body == b"", path
        assert head.headers["Etag"] == full.headers["Etag"]
        assert head.headers["Content-Length"] == full.headers["Content-Length"]
        again = await client.get(path, headers={"If-None-Match": full.headers["Etag"]})
        assert again.status == 304 and again.body == b"", path


async def test_the_inspector_page_is_served_without_a_token(hub_factory, client_for):
    hub = await hub_factory(debug_token="debug-secret")
    client = client_for(hub)
    page = await client.get("/debug")
    assert page.status == 200 and page.headers["Content-Type"].startswith("text/html")
    assert f"/static/app/{ASSETS.version}/inspector.js" in page.body.decode()
    # ... while its data route still wants the token
    assert_failure(await client.get("/debug/actors"), 401, "AUTHENTICATION_REQUIRED")


async def test_every_static_file_is_served_with_its_type(client):
    types = {
        ".js": "text/javascript",
        ".css": "text/css",
        ".html": "text/html",
        ".svg": "image/svg+xml",
    }
    files = [path for path in STATIC_DIR.rglob("*") if path.is_file()]
    assert {path.suffix for path in files} <= set(types)
    for path in files:
        name = path.relative_to(STATIC_DIR).as_posix()
        reply = await client.get(f"/static/app/{name}", headers={"Accept-Encoding": "identity"})
        assert reply.status == 200, name
        assert reply.headers["Content-Type"].startswith(types[path.suffix]), name
        if path.suffix != ".html":  # pages name their files under the version
            assert reply.body == path.read_bytes()


async def test_modules_import_only_files_that_exist(client):
    for path in STATIC_DIR.glob("*.js"):
        for target in re.findall(r"from '\./([\w-]+\.js)'", path.read_text()):
            assert (STATIC_DIR / target).is_file(), f"{path.name} imports {target}"


async def test_the_browser_client_is_one_file_an_app_can_copy(client):
    source = (STATIC_DIR / "hub-client.js").read_text()
    assert not re.search(r"^\s*import\b|\bimport\(", source, re.MULTILINE)  # no dependency
    assert re.search(r"^export const VERSION = '\d+\.\d+\.\d+';$", source, re.MULTILINE)
    for path in ("/static/app/hub-client.js", f"/static/app/{ASSETS.version}/hub-client.js"):
        reply = await client.get(path, headers={"Accept-Encoding": "identity"})
        assert reply.status == 200 and reply.body.decode() == source


async def test_missing_files_answer_with_the_envelope(client):
    for path in (
        "/static/app/missing.js",
        "/static/app/",
        "/static/app/../feature.py",
        "/static/app/%2e%2e/feature.py",
        f"/static/app/{ASSETS.version}/",
        "/static/app/icons",
    ):
        assert_failure(await client.get(path), 404, "RESOURCE_NOT_FOUND")


async def test_page_scripts_never_write_markup():
    """The page renders server strings as text only; markup sinks are not used at all."""
    for path in STATIC_DIR.glob("*.js"):
        source = path.read_text()
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
            assert sink not in source, f"{path.name} uses {sink}"


async def test_a_dev_hub_issues_demo_customer_tokens(client):
    reply = await client.post("/v1/dev/token", json={"customerId": "demo-2"})
    assert reply.status == 200 and reply.status_message == "CREATED"
    token = reply.results["token"]
    claims = jwt.decode(token, JWT_SECRET, algorithms=["HS256"])
    assert claims["sub"] == "demo-2" and claims["type"] == "customer"
    cart = await client.get("/v1/cart", token=token)
    assert cart.status == 200


async def test_only_demo_customers_get_dev_tokens(client):
    for body in ({}, {"customerId": "someone-else"}, {"customerId": "demo-1", "extra": 1}):
        assert_failure(await client.post("/v1/dev/token", json=body), 400, "VALIDATION_ERROR")
    listed = await client.get("/v1/dev/token")
    assert listed.results == {"customerIds": ["demo-1", "demo-2", "demo-3"]}


async def test_a_production_hub_has_no_dev_token_route(hub_factory, client_for):
    hub = await hub_factory(dev=False, storage="memory")
    client = client_for(hub)
    assert_failure(await client.get("/v1/dev/token"), 404, "RESOURCE_NOT_FOUND")
    reply = await client.post("/v1/dev/token", json={"customerId": "demo-1"})
    body = assert_failure(reply, 404, "RESOURCE_NOT_FOUND")
    unknown = assert_failure(await client.get("/no/such/route"), 404, "RESOURCE_NOT_FOUND")
    assert body == unknown  # indistinguishable from a route that never existed
    assert (await client.get("/")).status == 200  # the page itself is served on every hub
