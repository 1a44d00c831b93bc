-- A passage may carry its own ranking weight in details.weight (the plain-language notes do:
-- an English note is an article's own English text, a French note sits beside the official
-- French text). Without it, a translation still counts half, as in 0004.
CREATE OR REPLACE FUNCTION kb_index_passage() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM kb_postings WHERE passage_id = NEW.id;
    INSERT INTO kb_postings
      (passage_id, source_id, source_type, lang, lexeme, in_heading, length, weight)
    SELECT NEW.id, NEW.source_id, s.type, NEW.lang, u.lexeme, 'A' = ANY (u.weights),
      length(NEW.fts),
      CASE
        WHEN jsonb_typeof(NEW.details->'weight') = 'number' THEN (NEW.details->>'weight')::float8
        WHEN NEW.lang = s.lang THEN 1
        ELSE 0.5
      END
    FROM unnest(NEW.fts) AS u, kb_sources s
    WHERE s.id = NEW.source_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
UPDATE kb_postings p SET weight = (ps.details->>'weight')::float8
  FROM kb_passages ps
  WHERE p.passage_id = ps.id AND jsonb_typeof(ps.details->'weight') = 'number';
