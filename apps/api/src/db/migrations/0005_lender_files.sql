CREATE TABLE "commission_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"status" text NOT NULL,
	"base_amount" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tds" numeric(14, 2) DEFAULT '0' NOT NULL,
	"disbursed_on" date NOT NULL,
	"earned_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"application_id" uuid,
	"lender_reference" text,
	"disbursed_amount" numeric(14, 2),
	"commission_amount" numeric(14, 2) NOT NULL,
	"gst" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tds" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payout_date" date NOT NULL,
	"utr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "ingest_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "ingest_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"stage" text DEFAULT 'checking' NOT NULL,
	"uploaded_by" integer,
	"duplicate_of" integer,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unknown_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcomes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skip_errors" boolean,
	"failure" text,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_rows" (
	"file_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"application_id" uuid,
	"data" jsonb NOT NULL,
	CONSTRAINT "ingest_rows_file_id_row_number_pk" PRIMARY KEY("file_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "mis_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"lender_id" integer,
	"values" jsonb NOT NULL,
	"disbursed_amount" numeric(14, 2) NOT NULL,
	"disbursed_on" date NOT NULL,
	"lender_reference" text,
	"utr" text,
	"match" text NOT NULL,
	"score" integer NOT NULL,
	"application_id" uuid,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "expected_commission" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_receipts" ADD CONSTRAINT "commission_receipts_file_id_ingest_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ingest_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_receipts" ADD CONSTRAINT "commission_receipts_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_receipts" ADD CONSTRAINT "commission_receipts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_file_chunks" ADD CONSTRAINT "ingest_file_chunks_file_id_ingest_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ingest_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_files" ADD CONSTRAINT "ingest_files_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_files" ADD CONSTRAINT "ingest_files_applied_by_admin_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_rows" ADD CONSTRAINT "ingest_rows_file_id_ingest_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ingest_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mis_rows" ADD CONSTRAINT "mis_rows_file_id_ingest_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ingest_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mis_rows" ADD CONSTRAINT "mis_rows_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mis_rows" ADD CONSTRAINT "mis_rows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mis_rows" ADD CONSTRAINT "mis_rows_resolved_by_admin_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_ledger_application_uq" ON "commission_ledger" USING btree ("application_id","partner_id");--> statement-breakpoint
CREATE INDEX "commission_ledger_partner_idx" ON "commission_ledger" USING btree ("partner_id","status","disbursed_on");--> statement-breakpoint
CREATE INDEX "commission_receipts_lender_idx" ON "commission_receipts" USING btree ("lender_id","payout_date");--> statement-breakpoint
CREATE INDEX "commission_receipts_app_idx" ON "commission_receipts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ingest_files_kind_idx" ON "ingest_files" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "ingest_files_sha_idx" ON "ingest_files" USING btree ("kind","sha256");--> statement-breakpoint
CREATE INDEX "mis_rows_file_idx" ON "mis_rows" USING btree ("file_id","row_number");--> statement-breakpoint
CREATE INDEX "mis_rows_open_idx" ON "mis_rows" USING btree ("created_at") WHERE resolution is null;--> statement-breakpoint
CREATE INDEX "applications_lender_reference_idx" ON "applications" USING btree ("lender_id","lender_reference") WHERE lender_reference is not null;--> statement-breakpoint
CREATE INDEX "applications_disbursed_idx" ON "applications" USING btree ("lender_id","disbursed_on") WHERE disbursed_on is not null;--> statement-breakpoint
CREATE INDEX "users_tin_idx" ON "users" USING btree ("tin") WHERE tin is not null;