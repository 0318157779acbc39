CREATE TABLE "partner_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tds" numeric(14, 2) NOT NULL,
	"entries" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD COLUMN "created_partner_id" integer;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "partner_type" text DEFAULT 'merchant' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_mobile" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "parent_partner_id" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "parent_split_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_reference_uq" ON "partner_payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "partner_payouts_partner_idx" ON "partner_payouts" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD CONSTRAINT "merchant_leads_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD CONSTRAINT "merchant_leads_created_partner_id_partners_id_fk" FOREIGN KEY ("created_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_partner_id_partners_id_fk" FOREIGN KEY ("parent_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_leads_status_idx" ON "merchant_leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partners_parent_idx" ON "partners" USING btree ("parent_partner_id");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_parent_not_self" CHECK ("partners"."parent_partner_id" <> "partners"."id");