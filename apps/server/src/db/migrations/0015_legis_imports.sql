CREATE TABLE "kb_article_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"article" text NOT NULL,
	"consolidation_date" text,
	"text" text NOT NULL,
	"history" text DEFAULT '' NOT NULL,
	"replaced_by" text NOT NULL,
	"import_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_law_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"consolidation_date" text NOT NULL,
	"articles" integer NOT NULL,
	"changed" integer NOT NULL,
	"report" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_law_imports_file_sha256_unique" UNIQUE("file_sha256")
);
--> statement-breakpoint
ALTER TABLE "kb_article_versions" ADD CONSTRAINT "kb_article_versions_import_id_kb_law_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."kb_law_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_versions_source_idx" ON "kb_article_versions" USING btree ("source_id");