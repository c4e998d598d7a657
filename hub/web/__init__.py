"""The hub's own browser pages: the storefront demo (`/`) and the actor inspector (`/debug`)."""
