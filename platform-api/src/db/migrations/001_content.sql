-- Brand content the public calls read. Translated texts are JSON maps of language -> text;
-- the answer picks the requested language and falls back to EN.
CREATE TABLE banners (
  id TEXT PRIMARY KEY,
  group_name TEXT NOT NULL,
  title_json TEXT NOT NULL,
  image_url TEXT NOT NULL,
  linkage_type INTEGER NOT NULL CHECK (linkage_type IN (0, 1, 2)),
  link TEXT,
  sort INTEGER NOT NULL
);
CREATE INDEX banners_group ON banners (group_name, sort);

CREATE TABLE notices (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title_json TEXT NOT NULL,
  content_json TEXT NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX notices_type_time ON notices (type, create_time DESC);

CREATE TABLE help_sections (
  language TEXT NOT NULL,
  anchor TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (language, anchor)
);

CREATE TABLE customer_service_paths (
  type INTEGER NOT NULL,
  path TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE domains (
  domain TEXT PRIMARY KEY,
  speed INTEGER NOT NULL CHECK (speed >= 0)
);

CREATE TABLE vendors (
  vassalage TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
  is_game TEXT NOT NULL CHECK (is_game IN ('VASSALAGE', 'GAME', 'LOBBY')),
  sort INTEGER NOT NULL
);

CREATE TABLE games (
  game_code TEXT PRIMARY KEY,
  name_json TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES vendors (vassalage),
  game_type TEXT NOT NULL,
  node_id INTEGER NOT NULL UNIQUE,
  classification TEXT,
  min_bet INTEGER NOT NULL CHECK (min_bet > 0),
  is_hot INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
  is_new INTEGER NOT NULL CHECK (is_new IN (0, 1)),
  sort INTEGER NOT NULL
);
CREATE INDEX games_vendor ON games (vassalage, sort);

CREATE TABLE promotions (
  id TEXT PRIMARY KEY,
  category TEXT NOT NULL,
  badges_json TEXT NOT NULL,
  title_json TEXT NOT NULL,
  summary_json TEXT NOT NULL,
  content_json TEXT NOT NULL,
  image_url TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER,
  sort INTEGER NOT NULL
);
