ALTER TABLE "commission_ledger" ADD COLUMN "slab_id" integer;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "slab_position" integer;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "slab_bounds" jsonb;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "lender_percent" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "lender_flat" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "partner_percent" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "partner_flat" integer;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "gross_share" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "split_role" text;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD COLUMN "split_percent" numeric(5, 2);--> statement-breakpoint
-- Decision 032: a ledger row keeps what priced it. Rows written before this migration get it as far as it can be
-- known now. The partner's side: the line's part in the split (the partner that brought the customer and its parent
-- as they are now), and that partner's terms and share of the row's base only where they give the row's amount;
-- elsewhere the terms changed since (or the row was written by hand), no terms are recorded and the share before the
-- split is the row's own amount, or its pair's for the two lines of a split. A paisa either way is the code's
-- rounding in floating point against numeric's.
WITH "source" AS (
  SELECT l."id", l."amount",
    CASE WHEN l."partner_id" <> a."partner_id" THEN 'parent_share'
         WHEN sp."parent_partner_id" IS NULL THEN 'own'
         ELSE 'after_parent' END AS "role",
    sp."parent_split_percent" AS "split", sp."revenue_percent" AS "percent", sp."revenue_flat_fee" AS "flat",
    round(l."base_amount" * coalesce(sp."revenue_percent", 0) / 100 + coalesce(sp."revenue_flat_fee", 0), 2) AS "gross",
    sum(l."amount") OVER (PARTITION BY l."application_id") AS "pair"
  FROM "commission_ledger" l
  JOIN "applications" a ON a."id" = l."application_id"
  LEFT JOIN "partners" sp ON sp."id" = a."partner_id"
), "checked" AS (
  SELECT *, coalesce(abs(CASE "role"
      WHEN 'own' THEN "gross"
      WHEN 'parent_share' THEN round("gross" * "split" / 100, 2)
      ELSE "gross" - round("gross" * "split" / 100, 2) END - "amount") <= 0.01, false) AS "priced"
  FROM "source"
)
UPDATE "commission_ledger" l SET
  "split_role" = c."role",
  "split_percent" = CASE WHEN c."role" <> 'own' THEN c."split" END,
  "partner_percent" = CASE WHEN c."priced" THEN c."percent" END,
  "partner_flat" = CASE WHEN c."priced" THEN c."flat" END,
  "gross_share" = CASE WHEN c."role" = 'own' THEN c."amount" WHEN c."priced" THEN c."gross" ELSE c."pair" END
FROM "checked" c
WHERE c."id" = l."id";--> statement-breakpoint
-- The lender's side: the slab that applies under the lender's slabs today (the first active one, in the lender's
-- order, whose bounds hold for the disbursal and the lender's month), kept only where it gives the expected
-- commission the application was priced with. Elsewhere the slabs changed since, and no slab is recorded rather than
-- one that did not price the row (the symptom decision 026 recorded).
WITH "volumes" AS (
  SELECT "lender_id", date_trunc('month', "disbursed_on") AS "month", count(*) AS "loans",
         avg(coalesce("disbursed_amount", 0)) AS "ats"
  FROM "applications" WHERE "status" = 'disbursed' AND "disbursed_on" IS NOT NULL
  GROUP BY 1, 2
), "slabs" AS (
  SELECT r.*, row_number() OVER (PARTITION BY r."lender_id" ORDER BY r."sort_order", r."id") AS "position"
  FROM "lender_revenue" r
), "priced" AS (
  SELECT l."id" AS "ledger_id", s.*
  FROM "commission_ledger" l
  JOIN "applications" a ON a."id" = l."application_id"
  JOIN "volumes" v ON v."lender_id" = a."lender_id" AND v."month" = date_trunc('month', a."disbursed_on")
  CROSS JOIN LATERAL (
    SELECT s.* FROM "slabs" s
    WHERE s."lender_id" = a."lender_id" AND s."status" = 1
      AND (s."slab_disbursed_min" IS NULL OR coalesce(a."disbursed_amount", 0) >= s."slab_disbursed_min")
      AND (s."slab_disbursed_max" IS NULL OR coalesce(a."disbursed_amount", 0) <= s."slab_disbursed_max")
      AND (s."slab_number_min" IS NULL OR v."loans" >= s."slab_number_min")
      AND (s."slab_number_max" IS NULL OR v."loans" <= s."slab_number_max")
      AND (s."ats_min" IS NULL OR v."ats" >= s."ats_min")
      AND (s."ats_max" IS NULL OR v."ats" <= s."ats_max")
    ORDER BY s."position"
    LIMIT 1
  ) s
  WHERE abs(round(coalesce(s."revenue_flat", 0) + coalesce(a."disbursed_amount", 0) * coalesce(s."revenue_percent", 0) / 100, 2)
            - a."expected_commission") <= 0.01
)
UPDATE "commission_ledger" l SET
  "slab_id" = p."id",
  "slab_position" = p."position",
  "slab_bounds" = jsonb_build_object(
    'slab_disbursed_min', p."slab_disbursed_min", 'slab_disbursed_max', p."slab_disbursed_max",
    'slab_number_min', p."slab_number_min", 'slab_number_max', p."slab_number_max",
    'ats_min', p."ats_min", 'ats_max', p."ats_max"),
  "lender_percent" = p."revenue_percent",
  "lender_flat" = p."revenue_flat"
FROM "priced" p
WHERE p."ledger_id" = l."id";--> statement-breakpoint
-- A pending row now keeps the TDS that will be deducted when it is paid (2%, s.194H), as earned and paid rows do.
UPDATE "commission_ledger" SET "tds" = round("amount" * 2 / 100, 2) WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "commission_ledger" ALTER COLUMN "gross_share" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_ledger" ALTER COLUMN "split_role" SET NOT NULL;
