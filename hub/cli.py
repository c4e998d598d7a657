"""`storefront-hub`: serve a hub, or print a customer token for trying one.

storefront-hub [serve]               serve (configured by HUB_* environment variables)
storefront-hub token CUSTOMER_ID     print an access token for CUSTOMER_ID
storefront-hub build-model [--check] fit the intent model on the corpus (a build step), or
                                     only check that the shipped one matches it
storefront-hub --version             print the version

`python -m hub` and `python run.py` are the same command.
"""

from __future__ import annotations

import argparse
import os
import sys

from pydantic import ValidationError

from hub import logs
from hub.auth import issue_customer_token
from hub.settings import HubSettings, SettingsError, refusal
from hub.version import hub_version


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="storefront-hub", description="Storefront Hub")
    parser.add_argument("--version", action="version", version=f"storefront-hub {hub_version()}")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("serve", help="serve a hub (the default)")
    token = sub.add_parser("token", help="print a customer access token")
    token.add_argument("customer_id")
    token.add_argument("--ttl", type=int, default=30 * 24 * 3600, help="seconds until expiry")
    build = sub.add_parser("build-model", help="fit the intent model on the corpus (build time)")
    build.add_argument(
        "--check", action="store_true", help="only check that the shipped model matches the corpus"
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "build-model":
        return build_model(check=args.check)

    try:
        settings = HubSettings.from_environment(os.environ)
        settings.check_production()
        logs.configure(settings)
    except (SettingsError, ValidationError) as exc:
        print(f"storefront-hub: {refusal(exc)}", file=sys.stderr)
        return 2
    if args.command == "token":
        if not 1 <= len(args.customer_id) <= 64:
            print("storefront-hub: CUSTOMER_ID must be 1 to 64 characters", file=sys.stderr)
            return 2
        print(issue_customer_token(settings.jwt_secret or "", args.customer_id, args.ttl))
        return 0
    # The hub's parts (the brain above all) load only once the settings are known good, so
    # a refused setting is said in a fraction of a second, before anything heavy is imported.
    from hub.serving import serve

    return serve(settings)


def build_model(*, check: bool) -> int:
    """The shipped models are fitted here and never by a serving hub (`brain/artefact.py`)."""
    from hub.assistant.brain.artefact import ARTEFACT, StaleModel
    from hub.assistant.brain.model import load_shipped

    if check:
        try:
            load_shipped()
        except StaleModel as exc:
            print(f"storefront-hub: {exc}", file=sys.stderr)
            return 1
        print(f"storefront-hub: {ARTEFACT.name} matches the corpus")
        return 0
    from hub.assistant.brain.training import build_models

    models = build_models()
    fitted = ", ".join(f"{name} ({len(model.labels)} labels)" for name, model in models.items())
    print(f"storefront-hub: wrote {ARTEFACT} ({ARTEFACT.stat().st_size / 1e6:.2f} MB): {fitted}")
    return 0
