ALTER TABLE "kb_postings" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- A translation (the English excerpt of a French article) counts half: only three articles
-- have an official English text, and they must not outrank the others on English words.
UPDATE kb_postings p SET weight = 0.5
  FROM kb_passages ps JOIN kb_sources s ON s.id = ps.source_id
  WHERE p.passage_id = ps.id AND ps.lang <> s.lang;
--> statement-breakpoint
DROP INDEX kb_postings_lookup_idx;
--> statement-breakpoint
CREATE INDEX kb_postings_lookup_idx ON kb_postings (lang, lexeme)
  INCLUDE (passage_id, source_id, source_type, in_heading, length, weight);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kb_index_passage() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM kb_postings WHERE passage_id = NEW.id;
    INSERT INTO kb_postings
      (passage_id, source_id, source_type, lang, lexeme, in_heading, length, weight)
    SELECT NEW.id, NEW.source_id, s.type, NEW.lang, u.lexeme, 'A' = ANY (u.weights),
      length(NEW.fts), CASE WHEN NEW.lang = s.lang THEN 1 ELSE 0.5 END
    FROM unnest(NEW.fts) AS u, kb_sources s
    WHERE s.id = NEW.source_id;
    RETURN NULL;
  END
  $$;
