"""Run a Storefront Hub from a source checkout: the `storefront-hub` command, without installing.

python run.py                      serve (configured by HUB_* environment variables)
python run.py token CUSTOMER_ID    print an access token for CUSTOMER_ID
"""

import sys

from hub.cli import main

if __name__ == "__main__":
    sys.exit(main())
