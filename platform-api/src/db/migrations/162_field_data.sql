-- Field data (issue 35): what players' browsers saw of each remote release, per minute, route
-- and device class. No visitor is stored: a beacon's random visit id is only read to count.
CREATE TABLE field_minutes (
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  minute INTEGER NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  entry_failures INTEGER NOT NULL DEFAULT 0,
  chunk_failures INTEGER NOT NULL DEFAULT 0,
  render_failures INTEGER NOT NULL DEFAULT 0,
  timeouts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, release, minute, route, device)
) WITHOUT ROWID;
CREATE INDEX field_minutes_minute ON field_minutes (minute);

-- One row per reported metric value, for percentiles over any window.
CREATE TABLE field_vitals (
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  minute INTEGER NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL
);
CREATE INDEX field_vitals_release ON field_vitals (remote, release, metric, minute);
CREATE INDEX field_vitals_minute ON field_vitals (minute);
