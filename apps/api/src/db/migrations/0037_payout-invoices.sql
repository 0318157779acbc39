CREATE TABLE "payout_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_partner_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "self_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "self_billing_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "self_billing_agreed_by" integer;--> statement-breakpoint
ALTER TABLE "payout_invoices" ADD CONSTRAINT "payout_invoices_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_partner_invoices" ADD CONSTRAINT "payout_partner_invoices_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_partner_invoices" ADD CONSTRAINT "payout_partner_invoices_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_invoices_payout_uq" ON "payout_invoices" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_invoices_number_uq" ON "payout_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_invoices_fy_seq_uq" ON "payout_invoices" USING btree ("fy","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_partner_invoices_payout_uq" ON "payout_partner_invoices" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_partner_invoices_number_idx" ON "payout_partner_invoices" USING btree ("number");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_self_billing_agreed_by_partner_users_id_fk" FOREIGN KEY ("self_billing_agreed_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;