-- The public subscriptions of the notifier Worker (notifier/src/subscriptions/store.rs), in the
-- D1 database bound as CALENDAR_SUBSCRIPTIONS_DB. Applied with
-- `edge/worker-tools exec npx wrangler d1 migrations apply calendar-subscriptions --remote --config notifier/wrangler.toml`
-- (docs/deploy.md).

-- One row per subscription: its URL and secret only sealed (AES-256-GCM, base64), its token only
-- as its SHA-256 (hex).
CREATE TABLE subscription (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    token_sha256 TEXT NOT NULL,
    sealed TEXT NOT NULL,
    created TEXT NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    retry_at TEXT,
    disabled TEXT
);

-- Each subscription's ledger: every record and reminder id handed out, and where it stands
-- (queued, sending, delivered, unconfirmed, late); `edge` is a reminder's.
CREATE TABLE delivery (
    subscription TEXT NOT NULL REFERENCES subscription(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    state TEXT NOT NULL,
    edge TEXT,
    PRIMARY KEY (subscription, id)
);

-- Creation attempts of the last hour, per client key (milliseconds since the epoch).
CREATE TABLE attempt (
    client TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX attempt_by_client ON attempt (client, at);
