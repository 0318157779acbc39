ALTER TABLE "sessions" ADD COLUMN "masquerade_session_id" integer;--> statement-breakpoint
CREATE INDEX "sessions_masquerade_session_idx" ON "sessions" USING btree ("masquerade_session_id") WHERE masquerade_session_id is not null;--> statement-breakpoint
-- A masquerade opened before this change names no admin session to end with: end it now (the admin opens it again).
UPDATE "sessions" SET "revoked_at" = now() WHERE "masquerade_admin_id" IS NOT NULL AND "revoked_at" IS NULL;
