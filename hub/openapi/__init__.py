"""The machine-readable description of the hub: OpenAPI 3.1 for the HTTP routes and
AsyncAPI 3 for the two streams' events, both generated from the pydantic models the
handlers validate with and the response models of each feature's `schemas` module."""
