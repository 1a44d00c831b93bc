CREATE TABLE "metric_daily_event_counts" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "metric_daily_event_counts_day_hour_category_action_pk" PRIMARY KEY("day","hour","category","action")
);
--> statement-breakpoint
CREATE TABLE "metric_daily_sessions" (
	"day" date NOT NULL,
	"session_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "metric_daily_sessions_day_session_id_pk" PRIMARY KEY("day","session_id")
);
--> statement-breakpoint
CREATE TABLE "metric_daily_source_clicks" (
	"day" date NOT NULL,
	"source_type" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "metric_daily_source_clicks_day_source_type_pk" PRIMARY KEY("day","source_type")
);
--> statement-breakpoint
CREATE TABLE "metric_daily_user_labels" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "metric_daily_user_labels_day_kind_label_user_id_pk" PRIMARY KEY("day","kind","label","user_id")
);
--> statement-breakpoint
CREATE TABLE "metric_daily_users" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "metric_daily_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "metric_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracking_events_performance_idx" ON "tracking_events" USING btree ("occurred_at","value") WHERE category = 'performance' and value is not null;
--> statement-breakpoint
-- A rolled-up day stays exact: any write to its raw events (a late event, a deleted user's
-- events going by cascade) drops the day's marker and its rows. The lock is
-- the one the rollup holds while it computes that day (metrics-rollup.repository.ts), so a day
-- being computed while its events change is dropped once the rollup commits, never kept stale.
CREATE FUNCTION "metric_rollups_drop_day"(changed date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(727361910, changed - date '2000-01-01');
	DELETE FROM "metric_rollup_days" WHERE "day" = changed;
	DELETE FROM "metric_daily_users" WHERE "day" = changed;
	DELETE FROM "metric_daily_user_labels" WHERE "day" = changed;
	DELETE FROM "metric_daily_sessions" WHERE "day" = changed;
	DELETE FROM "metric_daily_event_counts" WHERE "day" = changed;
	DELETE FROM "metric_daily_source_clicks" WHERE "day" = changed;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "metric_rollups_invalidate"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	changed date;
BEGIN
	IF TG_OP = 'INSERT' THEN
		FOR changed IN SELECT DISTINCT ("occurred_at" AT TIME ZONE 'UTC')::date FROM new_rows ORDER BY 1 LOOP
			PERFORM "metric_rollups_drop_day"(changed);
		END LOOP;
	ELSIF TG_OP = 'DELETE' THEN
		FOR changed IN SELECT DISTINCT ("occurred_at" AT TIME ZONE 'UTC')::date FROM old_rows ORDER BY 1 LOOP
			PERFORM "metric_rollups_drop_day"(changed);
		END LOOP;
	ELSE
		FOR changed IN
			SELECT DISTINCT d FROM (
				SELECT ("occurred_at" AT TIME ZONE 'UTC')::date AS d FROM new_rows
				UNION SELECT ("occurred_at" AT TIME ZONE 'UTC')::date FROM old_rows
			) days ORDER BY 1
		LOOP
			PERFORM "metric_rollups_drop_day"(changed);
		END LOOP;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracking_events_rollups_insert" AFTER INSERT ON "tracking_events"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_rollups_invalidate"();
--> statement-breakpoint
CREATE TRIGGER "tracking_events_rollups_update" AFTER UPDATE ON "tracking_events"
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_rollups_invalidate"();
--> statement-breakpoint
CREATE TRIGGER "tracking_events_rollups_delete" AFTER DELETE ON "tracking_events"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_rollups_invalidate"();
