-- What the notifier Worker counts and holds at once for every isolate (notifier/src/subscriptions/
-- store.rs), each in one statement so that requests at the same moment cannot pass together.
-- Apply it as 0001 was applied (docs/deploy.md, "Subscriptions"), before deploying the Worker that
-- reads it.

-- Requests counted in a window (milliseconds since the epoch): `what` is `create` (a client's
-- creation attempts, by client key), `read` (a client's `GET` and `DELETE` of a subscription) or
-- `confirm` (the confirmations posted to a destination host, by host name). It replaces
-- `attempt`: the counts of the last hour start again.
CREATE TABLE tally (
    what TEXT NOT NULL,
    key TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX tally_by_key ON tally (what, key, at);
DROP TABLE attempt;

-- A place of the total cap held by a creation while its confirmation is posted: the subscription
-- takes it when it is stored, and a refused confirmation frees it. `until` (milliseconds since the
-- epoch) frees the place of a creation that never ended (its isolate stopped).
CREATE TABLE reservation (
    id TEXT PRIMARY KEY,
    until INTEGER NOT NULL
);
