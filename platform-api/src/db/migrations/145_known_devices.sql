-- Known devices (issue 30): a browser that logged in to an account before carries a signed
-- device cookie; the account remembers the device's digest until it expires, and such a
-- device passes the account's human check when the account is under attack.
CREATE TABLE known_devices (
  member_id TEXT NOT NULL REFERENCES members (id),
  device_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, device_hash)
);
CREATE INDEX known_devices_expiry ON known_devices (expires_at);

-- Keys the platform makes for itself on first use and never serves (the device cookie's
-- signing key), so they survive restarts without a setting.
CREATE TABLE platform_keys (
  name TEXT PRIMARY KEY,
  key TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
