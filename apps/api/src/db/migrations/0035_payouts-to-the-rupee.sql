ALTER TABLE "commission_ledger" ADD COLUMN "gst" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "commission_clawbacks" ADD COLUMN "gst" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_clawbacks" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "gst" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "clawbacks" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "net" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "gstin" text;--> statement-breakpoint
-- Decision 040: the payouts recorded before this change sent the shares less TDS, without GST and without recovering
-- any clawback. Their lines are marked as paid with no GST, which is what was sent.
UPDATE "partner_payouts" SET "net" = "amount" - "tds";--> statement-breakpoint
ALTER TABLE "partner_payouts" ALTER COLUMN "net" SET NOT NULL;--> statement-breakpoint
UPDATE "commission_ledger" SET "gst" = 0 WHERE "payout_id" IS NOT NULL;--> statement-breakpoint
-- A clawback takes back the GST of what it takes back: none on a line paid without GST; on an unpaid line, GST as the
-- partner's registration would add it.
UPDATE "commission_clawbacks" c SET "gst" = round(c."amount" * 0.18, 2)
  FROM "commission_ledger" l, "partners" p
  WHERE l."id" = c."ledger_id" AND p."id" = c."partner_id" AND l."payout_id" IS NULL AND p."gstin" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_clawbacks" ADD CONSTRAINT "commission_clawbacks_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_ledger_payout_idx" ON "commission_ledger" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "commission_clawbacks_due_idx" ON "commission_clawbacks" USING btree ("partner_id") WHERE payout_id is null;
