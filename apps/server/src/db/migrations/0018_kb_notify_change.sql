-- Issue 10 (answer latency): the server keeps the knowledge base's source rows in memory
-- (modules/kb/kb-row-cache.ts); any change to kb_sources or kb_passages, by an ingest, a
-- Civil Code import or a SQL console, is announced as '<table>:*' so every instance drops them.
-- One notification per statement (identical payloads of a transaction are sent once).
CREATE OR REPLACE FUNCTION "lexlogis_notify_table_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('lexlogis_changes', TG_TABLE_NAME || ':*');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "kb_sources_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kb_sources"
	FOR EACH STATEMENT EXECUTE FUNCTION "lexlogis_notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "kb_passages_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kb_passages"
	FOR EACH STATEMENT EXECUTE FUNCTION "lexlogis_notify_table_change"();
