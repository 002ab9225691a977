-- Free-play accounts handed out (issue #20): counted per address and per device (the SHA-256 of
-- the device id the site sends) over a day.
CREATE TABLE free_play_grants (
  member_id TEXT PRIMARY KEY REFERENCES members (id),
  ip TEXT NOT NULL,
  device_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX free_play_grants_ip ON free_play_grants (ip, created_at);
CREATE INDEX free_play_grants_device ON free_play_grants (device_hash, created_at);
