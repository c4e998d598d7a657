"""Customer notifications: the inbox, its live stream, producers and push registration.

Other capabilities publish through `Notifications.publish` with `Draft`s, never by writing
to storage themselves, so every notification is numbered, stored and fanned out the same way.
"""
