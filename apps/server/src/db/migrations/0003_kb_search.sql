-- Full-text search for the knowledge base (drizzle-kit cannot express these objects).
-- kb_fr / kb_en: the stock French and English configurations with accents removed first, so
-- "depot" finds "dépôt" and a question typed without accents still matches.
CREATE TEXT SEARCH CONFIGURATION kb_fr (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kb_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION kb_en (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kb_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- The French Snowball stemmer turns "loyer" (rent) into "loi" (law), which would make every
-- question about rent match every mention of a statute. "loyers" stems to "loyer", so the
-- singular is rewritten to the plural before stemming; "baux" is folded into "bail" and "lois"
-- into "loi" the same way. Applied identically to stored text and to questions.
CREATE FUNCTION kb_prepare_fr(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT regexp_replace(
      regexp_replace(
        regexp_replace(input, '\mloyer\M', 'loyers', 'gi'),
        '\mbaux\M', 'bail', 'gi'),
      '\mlois\M', 'loi', 'gi')
  $$;
--> statement-breakpoint
-- One vector per passage in the passage's own language; the heading (title and section path)
-- is weighted A so a match there can count more than one in the body.
ALTER TABLE kb_passages ADD COLUMN fts tsvector GENERATED ALWAYS AS (
  CASE WHEN lang = 'fr' THEN
    setweight(to_tsvector('kb_fr'::regconfig, kb_prepare_fr(heading)), 'A') ||
    setweight(to_tsvector('kb_fr'::regconfig, kb_prepare_fr(body)), 'B')
  ELSE
    setweight(to_tsvector('kb_en'::regconfig, heading), 'A') ||
    setweight(to_tsvector('kb_en'::regconfig, body), 'B')
  END
) STORED;
--> statement-breakpoint
CREATE INDEX kb_passages_fts_idx ON kb_passages USING gin (fts);
--> statement-breakpoint
-- Ranking reads postings by (lang, lexeme) only, so the index carries everything it needs.
CREATE INDEX kb_postings_lookup_idx ON kb_postings (lang, lexeme)
  INCLUDE (passage_id, source_id, source_type, in_heading, length);
--> statement-breakpoint
-- Keeps kb_postings equal to the lexemes of each passage's tsvector (deletes cascade).
CREATE FUNCTION kb_index_passage() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM kb_postings WHERE passage_id = NEW.id;
    INSERT INTO kb_postings (passage_id, source_id, source_type, lang, lexeme, in_heading, length)
    SELECT NEW.id, NEW.source_id, s.type, NEW.lang, u.lexeme, 'A' = ANY (u.weights), length(NEW.fts)
    FROM unnest(NEW.fts) AS u, kb_sources s
    WHERE s.id = NEW.source_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER kb_passages_index
  AFTER INSERT OR UPDATE OF heading, body, lang, source_id ON kb_passages
  FOR EACH ROW EXECUTE FUNCTION kb_index_passage();
