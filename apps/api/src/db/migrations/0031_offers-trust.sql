CREATE TABLE "lender_performance" (
	"lender_id" integer NOT NULL,
	"credit_score_class" integer NOT NULL,
	"decided" integer NOT NULL,
	"approved" integer NOT NULL,
	"median_decision_hours" numeric(10, 2),
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_performance_lender_id_credit_score_class_pk" PRIMARY KEY("lender_id","credit_score_class")
);
--> statement-breakpoint
CREATE TABLE "offer_rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"rule" text NOT NULL,
	"inputs_hash" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An application's short reference (issue 29): a sequence number scrambled by an affine map modulo 31^6 (a
-- bijection, so references never repeat up to 887,503,681 applications) and written in 31 characters that cannot be
-- misread (no 0/O, 1/I/L). It is for reading out on a call, not a secret: access never depends on it.
CREATE SEQUENCE "application_reference_seq";--> statement-breakpoint
CREATE FUNCTION application_reference(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  x bigint := ((n % 887503681) * 387420489 + 123456789) % 887503681;
  code text := '';
BEGIN
  FOR i IN 1..6 LOOP
    code := substr(alphabet, (x % 31)::int + 1, 1) || code;
    x := x / 31;
  END LOOP;
  RETURN 'SK-' || code;
END
$$;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text DEFAULT application_reference(nextval('application_reference_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "remark_code" text;--> statement-breakpoint
ALTER TABLE "customer_apps" ADD COLUMN "desired_tenure_months" integer;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "display_name_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "lender_kind" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "rbi_registration" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "min_amount" integer;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "min_tenure" integer;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "cooling_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "so_processing_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "penal_charges" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "penal_charges_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "bounce_charges" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "bounce_charges_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "foreclosure_charges" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "foreclosure_charges_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "part_prepayment_charges" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "part_prepayment_charges_hi" text;--> statement-breakpoint
ALTER TABLE "lender_performance" ADD CONSTRAINT "lender_performance_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_rankings" ADD CONSTRAINT "offer_rankings_app_id_customer_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."customer_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_rankings_app_hash_uq" ON "offer_rankings" USING btree ("app_id","inputs_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_uq" ON "applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "applications_user_product_idx" ON "applications" USING btree ("user_id","product","lender_id");--> statement-breakpoint
ALTER SEQUENCE "application_reference_seq" OWNED BY "applications"."reference";--> statement-breakpoint
-- Lenders' minimum amounts were texts for partners only ("₹50,000"); the engine matches the number now.
UPDATE "lenders" SET "min_amount" = NULLIF(regexp_replace("min_loan_text", '[^0-9]', '', 'g'), '')::integer
  WHERE "min_loan_text" ~ '^\s*(₹|Rs\.?|INR)?\s*[0-9][0-9,]*\s*$';
