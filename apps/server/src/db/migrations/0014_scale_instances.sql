CREATE TABLE "advice_stream_events" (
	"advice_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	CONSTRAINT "advice_stream_events_advice_id_seq_pk" PRIMARY KEY("advice_id","seq")
);
--> statement-breakpoint
CREATE TABLE "shared_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advice_stream_events" ADD CONSTRAINT "advice_stream_events_advice_id_advices_id_fk" FOREIGN KEY ("advice_id") REFERENCES "public"."advices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_counters_window_idx" ON "shared_counters" USING btree ("window_ends_at");--> statement-breakpoint
-- Issue 16: every change to what the session guard and the flags cache hold is announced on
-- the channel lexlogis_changes as '<table>:<key>', whichever code path (or SQL console) made it.
-- Instances LISTEN and drop their cached copy. Delivered at commit, never for a rolled-back change.
CREATE OR REPLACE FUNCTION "lexlogis_notify_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	new_key text;
	old_key text;
BEGIN
	IF TG_OP <> 'DELETE' THEN
		new_key := to_jsonb(NEW) ->> TG_ARGV[0];
		PERFORM pg_notify('lexlogis_changes', TG_TABLE_NAME || ':' || coalesce(new_key, ''));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		old_key := to_jsonb(OLD) ->> TG_ARGV[0];
		IF new_key IS DISTINCT FROM old_key THEN
			PERFORM pg_notify('lexlogis_changes', TG_TABLE_NAME || ':' || coalesce(old_key, ''));
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "lexlogis_notify_change"('provider_id');
--> statement-breakpoint
CREATE TRIGGER "idp_users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "idp_users"
	FOR EACH ROW EXECUTE FUNCTION "lexlogis_notify_change"('sub');
--> statement-breakpoint
CREATE TRIGGER "idp_refresh_tokens_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "idp_refresh_tokens"
	FOR EACH ROW EXECUTE FUNCTION "lexlogis_notify_change"('family_id');
--> statement-breakpoint
CREATE TRIGGER "feature_flags_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "feature_flags"
	FOR EACH ROW EXECUTE FUNCTION "lexlogis_notify_change"('name');
