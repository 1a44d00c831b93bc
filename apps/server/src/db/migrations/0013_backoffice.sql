CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "request_timings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"duration_ms" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"label" text,
	"value" double precision,
	"session_id" text,
	"device_type" text,
	"browser" text,
	"os" text,
	"dimensions" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advices" ADD COLUMN "guide_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flagged_responses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flagged_responses" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity_type","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_timings_at_idx" ON "request_timings" USING btree ("at");--> statement-breakpoint
CREATE INDEX "tracking_events_occurred_idx" ON "tracking_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_user_idx" ON "tracking_events" USING btree ("user_id","occurred_at");
--> statement-breakpoint
-- Production defaults of every flag (docs/decisions.md, issue 15): a fresh install shows the whole
-- product; flags are switches an administrator turns off. Existing rows keep their state.
INSERT INTO "feature_flags" ("name", "description", "enabled") VALUES
  ('AI_TOOLS', 'AI tools section and its menu entries.', true),
  ('MARKETPLACE', 'Marketplace: lawyer directory, profiles and conversations.', true),
  ('LEGAL_FORMS', 'Legal forms tool.', true),
  ('FORMAL_NOTICE', 'Formal-notice generator.', true),
  ('CASE_LAW_RESEARCH', 'Case-law search with saved situations.', true),
  ('FORM_LIBRARY', 'Library of legal forms.', true),
  ('CHAT_SOURCES_LAWS', 'Laws tab in the sources of a chat answer.', true),
  ('CHAT_SOURCES_CASE_LAW', 'Case-law tab in the sources of a chat answer.', true),
  ('CHAT_SOURCES_DOCUMENTS', 'Documents tab in the sources of a chat answer.', true),
  ('CHAT_SOURCES_LEGAL_FORMS', 'Legal-forms tab in the sources of a chat answer.', true)
ON CONFLICT ("name") DO NOTHING;
