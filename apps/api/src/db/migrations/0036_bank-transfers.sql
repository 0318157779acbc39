CREATE TABLE "bank_transfer_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"position" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_reference" text NOT NULL,
	"ledger_ids" integer[] NOT NULL,
	"clawback_ids" integer[] NOT NULL,
	"gstin" text,
	"amount" numeric(14, 2) NOT NULL,
	"gst" numeric(14, 2) NOT NULL,
	"tds" numeric(14, 2) NOT NULL,
	"clawbacks" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_account" text NOT NULL,
	"beneficiary_ifsc" text NOT NULL,
	"beneficiary_email" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"utr" text,
	"value_date" date,
	"reason" text,
	"payout_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfer_batches" ADD CONSTRAINT "bank_transfer_batches_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_items" ADD CONSTRAINT "bank_transfer_items_batch_id_bank_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bank_transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_items" ADD CONSTRAINT "bank_transfer_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer_items" ADD CONSTRAINT "bank_transfer_items_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_items_reference_uq" ON "bank_transfer_items" USING btree ("customer_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfer_items_position_uq" ON "bank_transfer_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "bank_transfer_items_ledger_open_idx" ON "bank_transfer_items" USING gin ("ledger_ids") WHERE status in ('sent', 'mismatch');--> statement-breakpoint
CREATE INDEX "bank_transfer_items_clawback_open_idx" ON "bank_transfer_items" USING gin ("clawback_ids") WHERE status in ('sent', 'mismatch');--> statement-breakpoint
CREATE INDEX "bank_transfer_items_partner_idx" ON "bank_transfer_items" USING btree ("partner_id");