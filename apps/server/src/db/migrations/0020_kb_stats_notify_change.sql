-- Issue 10, round 6 (answer speed): the server keeps the search statistics (kb_lexeme_stats,
-- kb_corpus_stats) in memory with the lexical index (modules/kb/lexical-index-cache.ts). An
-- ingest refreshes them after its passages, so their own change must be announced too, or an
-- index read between the two would keep the old figures. Same function as migration 0018.
CREATE TRIGGER "kb_lexeme_stats_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kb_lexeme_stats"
	FOR EACH STATEMENT EXECUTE FUNCTION "lexlogis_notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "kb_corpus_stats_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kb_corpus_stats"
	FOR EACH STATEMENT EXECUTE FUNCTION "lexlogis_notify_table_change"();
