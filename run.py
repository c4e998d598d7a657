"""Run a Storefront Hub, or print a customer token for trying one.

python run.py                      serve (configured by HUB_* environment variables)
python run.py token CUSTOMER_ID    print an access token for CUSTOMER_ID
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys

from hub.app import create_hub
from hub.auth import issue_customer_token
from hub.heap import HeapKeeper
from hub.settings import HubSettings, SettingsError


def serve(settings: HubSettings) -> int:
    try:
        import uvloop
    except ImportError:
        uvloop = None

    async def main() -> None:
        hub = create_hub(settings)
        await hub.start()
        heap = HeapKeeper()
        heap.start()
        stopping = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stopping.set)
        await stopping.wait()
        logging.getLogger("hub").info("shutting down")
        await hub.stop()
        heap.stop()

    if uvloop is not None:
        uvloop.run(main())
    else:
        asyncio.run(main())
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Storefront Hub")
    sub = parser.add_subparsers(dest="command")
    token = sub.add_parser("token", help="print a customer access token")
    token.add_argument("customer_id")
    token.add_argument("--ttl", type=int, default=30 * 24 * 3600, help="seconds until expiry")
    args = parser.parse_args(argv)

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    try:
        settings = HubSettings.from_environment(os.environ)
        settings.check_production()
    except (SettingsError, ValueError) as exc:
        print(f"storefront-hub: {exc}", file=sys.stderr)
        return 2
    if args.command == "token":
        if not 1 <= len(args.customer_id) <= 64:
            print("storefront-hub: CUSTOMER_ID must be 1 to 64 characters", file=sys.stderr)
            return 2
        print(issue_customer_token(settings.jwt_secret or "", args.customer_id, args.ttl))
        return 0
    return serve(settings)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
