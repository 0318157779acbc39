CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"json_file" "bytea",
	"pdf_file" "bytea"
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "lender_id" integer;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "consents_standing_idx" ON "consents" USING btree ("user_id","purpose") WHERE withdrawn_at is null;--> statement-breakpoint
-- Decision 038: each consent gets its purpose. The sign-in checkbox was the terms; household income declarations keep
-- their text key; a STOP reply's row becomes a withdrawn marketing consent of its channel.
UPDATE "consents" SET "purpose" = 'terms_privacy', "kind" = 'terms_privacy', "channel" = 'web' WHERE "kind" = 'terms';--> statement-breakpoint
UPDATE "consents" SET "purpose" = 'household_income', "channel" = 'web' WHERE "kind" LIKE 'householdIncome%';--> statement-breakpoint
UPDATE "consents" SET "purpose" = 'marketing_' || substr("kind", length('promotional_') + 1),
  "kind" = CASE WHEN "text_version" = 'stop_reply' THEN 'stop_reply' ELSE 'marketing_' || substr("kind", length('promotional_') + 1) END,
  "channel" = CASE WHEN "text_version" = 'stop_reply' THEN 'sms_reply' ELSE 'web' END
  WHERE "kind" LIKE 'promotional\_%';--> statement-breakpoint
UPDATE "consents" SET "purpose" = "kind" WHERE "purpose" IS NULL;--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
-- The single sign-in checkbox also asked to be contacted: that consent is carried over per channel (kind
-- legacy_bundled, channel migration) where the customer had not turned the channel off or withdrawn it, so they
-- see it under My consents and can withdraw it there.
INSERT INTO "consents" ("user_id", "purpose", "kind", "text_version", "channel", "ip", "accepted_at")
SELECT t."user_id", m."purpose", 'legacy_bundled', t."text_version", 'migration', t."ip", t."accepted_at"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "text_version", "ip", "accepted_at"
  FROM "consents" WHERE "purpose" = 'terms_privacy' ORDER BY "user_id", "accepted_at"
) t
JOIN "users" u ON u."id" = t."user_id" AND u."erased_at" IS NULL
CROSS JOIN (VALUES ('marketing_sms'), ('marketing_whatsapp'), ('marketing_email')) AS m("purpose")
WHERE NOT (m."purpose" IN ('marketing_sms', 'marketing_whatsapp') AND u."allow_sms" = 0)
  AND NOT (m."purpose" = 'marketing_email' AND u."allow_emails" = 0)
  AND NOT EXISTS (SELECT 1 FROM "consents" c WHERE c."user_id" = t."user_id" AND c."purpose" = m."purpose");