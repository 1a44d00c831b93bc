CREATE TABLE "kb_corpus_stats" (
	"lang" text PRIMARY KEY NOT NULL,
	"passages" integer NOT NULL,
	"average_length" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_ingest_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"corpus_dir" text NOT NULL,
	"source_file" text NOT NULL,
	"loaded" integer NOT NULL,
	"skipped" integer NOT NULL,
	"removed" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_lexeme_stats" (
	"lang" text NOT NULL,
	"lexeme" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "kb_lexeme_stats_lang_lexeme_pk" PRIMARY KEY("lang","lexeme")
);
--> statement-breakpoint
CREATE TABLE "kb_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"source_file" text NOT NULL,
	"lang" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_postings" (
	"passage_id" text NOT NULL,
	"source_id" text NOT NULL,
	"source_type" text NOT NULL,
	"lang" text NOT NULL,
	"lexeme" text NOT NULL,
	"in_heading" boolean NOT NULL,
	"length" integer NOT NULL,
	CONSTRAINT "kb_postings_passage_id_lexeme_pk" PRIMARY KEY("passage_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "kb_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"source_file" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"url_en" text,
	"lang" text NOT NULL,
	"content" text NOT NULL,
	"article" text,
	"status" text DEFAULT 'in_force' NOT NULL,
	"consolidation_date" text,
	"page_title" text,
	"page_source" text,
	"original_source_id" text,
	"form_id" text,
	"doc_url" text,
	"page_url" text,
	"filename" text,
	"filled_by" text,
	"reference" text,
	"parties" text,
	"outcome" text,
	"decision_date" text,
	"tribunal" text,
	"related_articles" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kb_passages" ADD CONSTRAINT "kb_passages_source_id_kb_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."kb_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_postings" ADD CONSTRAINT "kb_postings_passage_id_kb_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."kb_passages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_passages_source_idx" ON "kb_passages" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "kb_passages_source_file_idx" ON "kb_passages" USING btree ("source_file");--> statement-breakpoint
CREATE INDEX "kb_sources_type_idx" ON "kb_sources" USING btree ("type");--> statement-breakpoint
CREATE INDEX "kb_sources_article_idx" ON "kb_sources" USING btree ("article");--> statement-breakpoint
CREATE INDEX "kb_sources_source_file_idx" ON "kb_sources" USING btree ("source_file");--> statement-breakpoint
CREATE INDEX "kb_sources_original_source_idx" ON "kb_sources" USING btree ("original_source_id");