CREATE TABLE "feed_disagreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"file_status" text NOT NULL,
	"file_amount" numeric(14, 2),
	"file_on" date,
	"file_reference" text,
	"file_remarks" text,
	"file_remark_code" text,
	"live_status" text NOT NULL,
	"live_amount" numeric(14, 2),
	"live_on" date,
	"live_source" text NOT NULL,
	"live_at" timestamp with time zone NOT NULL,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_disagreements" ADD CONSTRAINT "feed_disagreements_file_id_ingest_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ingest_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_disagreements" ADD CONSTRAINT "feed_disagreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_disagreements" ADD CONSTRAINT "feed_disagreements_resolved_by_admin_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_disagreements_file_idx" ON "feed_disagreements" USING btree ("file_id","row_number");--> statement-breakpoint
CREATE INDEX "feed_disagreements_open_idx" ON "feed_disagreements" USING btree ("created_at") WHERE resolution is null;