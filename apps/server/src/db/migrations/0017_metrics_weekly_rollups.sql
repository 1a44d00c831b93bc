CREATE TABLE "metric_rollup_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_weekly_user_labels" (
	"week" date NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "metric_weekly_user_labels_week_kind_label_user_id_pk" PRIMARY KEY("week","kind","label","user_id")
);
--> statement-breakpoint
CREATE TABLE "metric_weekly_users" (
	"week" date NOT NULL,
	"user_id" uuid NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "metric_weekly_users_week_user_id_pk" PRIMARY KEY("week","user_id")
);
--> statement-breakpoint
-- A changed day also drops its week's rollup (the ISO week, Monday in UTC), under the same
-- per-day lock: the weekly fill holds the locks of all seven days while it computes a week.
CREATE OR REPLACE FUNCTION "metric_rollups_drop_day"(changed date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	changed_week date := date_trunc('week', changed::timestamp)::date;
BEGIN
	PERFORM pg_advisory_xact_lock(727361910, changed - date '2000-01-01');
	DELETE FROM "metric_rollup_days" WHERE "day" = changed;
	DELETE FROM "metric_daily_users" WHERE "day" = changed;
	DELETE FROM "metric_daily_user_labels" WHERE "day" = changed;
	DELETE FROM "metric_daily_sessions" WHERE "day" = changed;
	DELETE FROM "metric_daily_event_counts" WHERE "day" = changed;
	DELETE FROM "metric_daily_source_clicks" WHERE "day" = changed;
	DELETE FROM "metric_rollup_weeks" WHERE "week" = changed_week;
	DELETE FROM "metric_weekly_users" WHERE "week" = changed_week;
	DELETE FROM "metric_weekly_user_labels" WHERE "week" = changed_week;
END
$$;
