CREATE TABLE "customer_journeys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"product" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"landing_at" timestamp with time zone,
	"otp_verified_at" timestamp with time zone,
	"profile_complete_at" timestamp with time zone,
	"offers_viewed_at" timestamp with time zone,
	"offer_selected_at" timestamp with time zone,
	"furthest_step" text GENERATED ALWAYS AS (case when offer_selected_at is not null then 'offer_selected' when offers_viewed_at is not null then 'offers_viewed' when profile_complete_at is not null then 'profile_complete' when otp_verified_at is not null then 'otp_verified' when landing_at is not null then 'landing' end) STORED,
	"events" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_rollup" (
	"day" date NOT NULL,
	"product" text NOT NULL,
	"partner_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"otp_verified" integer DEFAULT 0 NOT NULL,
	"profiles_completed" integer DEFAULT 0 NOT NULL,
	"offers_viewed" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"sent_to_lender" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"disbursed" integer DEFAULT 0 NOT NULL,
	"disbursed_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"expected_commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"received_commission" numeric(16, 2) DEFAULT '0' NOT NULL,
	"decision_hours" numeric(16, 2) DEFAULT '0' NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_rollup_day_product_partner_id_lender_id_pk" PRIMARY KEY("day","product","partner_id","lender_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_disbursed_idx";--> statement-breakpoint
DROP INDEX "tracking_events_user_idx";--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "customer_journeys" ADD CONSTRAINT "customer_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_journeys" ADD CONSTRAINT "customer_journeys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_journeys_last_seen_idx" ON "customer_journeys" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "customer_journeys_otp_idx" ON "customer_journeys" USING btree ("otp_verified_at");--> statement-breakpoint
CREATE INDEX "customer_journeys_profile_idx" ON "customer_journeys" USING btree ("profile_complete_at");--> statement-breakpoint
CREATE INDEX "customer_journeys_offers_idx" ON "customer_journeys" USING btree ("offers_viewed_at");--> statement-breakpoint
CREATE INDEX "customer_journeys_selected_idx" ON "customer_journeys" USING btree ("offer_selected_at");--> statement-breakpoint
CREATE INDEX "customer_journeys_landing_idx" ON "customer_journeys" USING btree ("landing_at");--> statement-breakpoint
CREATE INDEX "application_status_history_status_idx" ON "application_status_history" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at") WHERE submitted_at is not null;--> statement-breakpoint
CREATE INDEX "customer_apps_created_idx" ON "customer_apps" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commission_receipts_payout_idx" ON "commission_receipts" USING btree ("payout_date");--> statement-breakpoint
CREATE INDEX "applications_disbursed_idx" ON "applications" USING btree ("disbursed_on","lender_id") WHERE disbursed_on is not null;--> statement-breakpoint
CREATE INDEX "tracking_events_user_idx" ON "tracking_events" USING btree ("user_id","id");--> statement-breakpoint
-- Events recorded before the product column: the journey's product.
UPDATE "tracking_events" e SET "product" = c."product" FROM "customer_apps" c WHERE e."app_id" = c."id" AND e."product" IS NULL;--> statement-breakpoint
-- Journeys of the customers already tracked, as the tracking service now keeps them event by event.
INSERT INTO "customer_journeys" ("user_id", "partner_id", "product", "utm_source", "utm_medium", "utm_campaign", "first_seen_at", "last_seen_at", "landing_at", "otp_verified_at", "profile_complete_at", "offers_viewed_at", "offer_selected_at", "events")
SELECT e."user_id",
	(array_agg(e."partner_id" ORDER BY e."id") FILTER (WHERE e."partner_id" IS NOT NULL))[1],
	(array_agg(e."product" ORDER BY e."id" DESC) FILTER (WHERE e."product" IS NOT NULL))[1],
	(array_agg(e."utms"->>'utm_source' ORDER BY e."id") FILTER (WHERE e."utms"->>'utm_source' IS NOT NULL))[1],
	(array_agg(e."utms"->>'utm_medium' ORDER BY e."id") FILTER (WHERE e."utms"->>'utm_medium' IS NOT NULL))[1],
	(array_agg(e."utms"->>'utm_campaign' ORDER BY e."id") FILTER (WHERE e."utms"->>'utm_campaign' IS NOT NULL))[1],
	min(e."created_at"), max(e."created_at"), min(e."created_at"),
	min(e."created_at") FILTER (WHERE e."event" = 'otp_verified'),
	min(e."created_at") FILTER (WHERE e."event" = 'profile_complete'),
	min(e."created_at") FILTER (WHERE e."event" = 'offers_viewed'),
	min(e."created_at") FILTER (WHERE e."event" = 'offer_selected'),
	count(*)
FROM "tracking_events" e WHERE e."user_id" IS NOT NULL GROUP BY e."user_id";
