-- A valid SQLite database that is not a capture (no `events` table).
PRAGMA page_size = 512;
CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
INSERT INTO notes VALUES (1, 'shopping list');
VACUUM;
