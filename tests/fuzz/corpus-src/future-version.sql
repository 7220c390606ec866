-- A capture from a newer writer: user_version above what we read must be refused clearly.
PRAGMA page_size = 512;
PRAGMA user_version = 99;
CREATE TABLE events (id TEXT PRIMARY KEY, timestamp INTEGER, pid INTEGER, tid INTEGER, source INTEGER, op INTEGER,
                     duration INTEGER);
INSERT INTO events VALUES ('n:1', 1, 1, 1, 1, 1, 1);
VACUUM;
