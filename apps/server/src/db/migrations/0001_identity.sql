CREATE TABLE "idp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"invalidated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_sub" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "idp_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "idp_sign_in_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_users" (
	"sub" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'UNCONFIRMED' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"picture" text,
	"locale" text,
	"provider" text DEFAULT 'local' NOT NULL,
	"google_sub" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_users_email_unique" UNIQUE("email"),
	CONSTRAINT "idp_users_google_sub_unique" UNIQUE("google_sub")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT 'Unknown' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"age_group" text DEFAULT 'Unknown' NOT NULL,
	"accepted_policies" boolean DEFAULT false NOT NULL,
	"user_type" text,
	"bio" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"has_filled_questionnaire" boolean DEFAULT false NOT NULL,
	"form_answer_id" uuid,
	"status" text DEFAULT 'UNCONFIRMED' NOT NULL,
	"picture" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "idp_codes" ADD CONSTRAINT "idp_codes_user_sub_idp_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD CONSTRAINT "idp_refresh_tokens_user_sub_idp_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_codes_user_purpose_idx" ON "idp_codes" USING btree ("user_sub","purpose");--> statement-breakpoint
CREATE INDEX "idp_refresh_tokens_family_idx" ON "idp_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "idp_refresh_tokens_user_idx" ON "idp_refresh_tokens" USING btree ("user_sub");--> statement-breakpoint
CREATE INDEX "idp_sign_in_attempts_email_idx" ON "idp_sign_in_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "idp_sign_in_attempts_ip_idx" ON "idp_sign_in_attempts" USING btree ("ip","at");