CREATE TABLE "lender_file_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_style" text DEFAULT 'dmy' NOT NULL,
	"amount_style" text DEFAULT 'indian' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingest_files" ADD COLUMN "lender_id" integer;--> statement-breakpoint
ALTER TABLE "lender_file_profiles" ADD CONSTRAINT "lender_file_profiles_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_file_profiles" ADD CONSTRAINT "lender_file_profiles_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_file_profiles_lender_kind_idx" ON "lender_file_profiles" USING btree ("lender_id","kind");--> statement-breakpoint
ALTER TABLE "ingest_files" ADD CONSTRAINT "ingest_files_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE set null ON UPDATE no action;