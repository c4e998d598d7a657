"""`python -m hub`: the `storefront-hub` command."""

import sys

from hub.cli import main

sys.exit(main())
