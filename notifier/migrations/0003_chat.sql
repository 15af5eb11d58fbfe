-- The chat commands of the notifier Worker (issue 49; notifier/src/chat/): the updates acted on,
-- for every isolate at once. Apply it as 0001 was applied (docs/deploy.md, "Subscriptions"),
-- before deploying the Worker that reads it. A chat's subscription needs no table of its own: it
-- is a row of `subscription` under its chat's id (`chat_<platform>_<chat>`, the primary key), so
-- a chat has at most one.

-- An update's key (`telegram:<update_id>`, `discord:<interaction id>`, `onebot:<self>:<message>`)
-- and when it came (milliseconds since the epoch, the real clock): inserted once, so a retried
-- Telegram update or an interaction delivered twice is acted on once; forgotten after a day.
CREATE TABLE chat_seen (
    key TEXT PRIMARY KEY,
    at INTEGER NOT NULL
);
CREATE INDEX chat_seen_by_at ON chat_seen (at);
