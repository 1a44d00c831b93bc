CREATE TABLE "flagged_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"advice_id" uuid,
	"email" text NOT NULL,
	"reaction" text NOT NULL,
	"flagged_question" text DEFAULT '' NOT NULL,
	"flagged_response" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"excluded_situation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"excluded_situation" text NOT NULL,
	"property_ownership" boolean,
	"single_ownership" boolean,
	"spouse_ownership" boolean,
	"lease_term_type" text NOT NULL,
	"lease_duration" integer,
	"building_type" text NOT NULL,
	"building_age_under_5" text NOT NULL,
	"tenant_65_over" boolean,
	"additional_info" text DEFAULT '' NOT NULL,
	"first_name" text,
	"last_name" text,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flagged_responses" ADD CONSTRAINT "flagged_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flagged_responses_created_idx" ON "flagged_responses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "flagged_responses_advice_idx" ON "flagged_responses" USING btree ("advice_id");--> statement-breakpoint
CREATE INDEX "form_answers_user_idx" ON "form_answers" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_form_answer_id_form_answers_id_fk" FOREIGN KEY ("form_answer_id") REFERENCES "public"."form_answers"("id") ON DELETE set null ON UPDATE no action;