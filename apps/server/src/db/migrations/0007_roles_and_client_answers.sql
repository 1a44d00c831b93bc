CREATE TABLE "lawyer_role_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "advices" ADD COLUMN "client_authored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_role_requests" ADD CONSTRAINT "lawyer_role_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_role_requests" ADD CONSTRAINT "lawyer_role_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_role_requests_one_pending_idx" ON "lawyer_role_requests" USING btree ("user_id") WHERE "lawyer_role_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lawyer_role_requests_status_idx" ON "lawyer_role_requests" USING btree ("status","requested_at");