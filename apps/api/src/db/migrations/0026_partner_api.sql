CREATE TABLE "partner_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_api_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" integer NOT NULL,
	"api_key_id" integer NOT NULL,
	"mode" text NOT NULL,
	"product" text NOT NULL,
	"user_id" integer,
	"masked_mobile" text NOT NULL,
	"outcome" text NOT NULL,
	"matched_on" text,
	"sandbox_status" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"history_id" integer,
	"batch" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"url" text NOT NULL,
	"mode" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"secret_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_created_by_partner_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_leads" ADD CONSTRAINT "partner_api_leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_leads" ADD CONSTRAINT "partner_api_leads_api_key_id_partner_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_leads" ADD CONSTRAINT "partner_api_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_webhook_id_partner_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."partner_webhooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_history_id_application_status_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."application_status_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhooks" ADD CONSTRAINT "partner_webhooks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_keys_hash_uq" ON "partner_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "partner_api_keys_partner_idx" ON "partner_api_keys" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_api_leads_partner_idx" ON "partner_api_leads" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_api_leads_user_idx" ON "partner_api_leads" USING btree ("user_id","product") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_leads_idempotency_uq" ON "partner_api_leads" USING btree ("partner_id","mode","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_partner_idx" ON "partner_webhook_deliveries" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_batch_idx" ON "partner_webhook_deliveries" USING btree ("batch") WHERE batch is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_webhook_deliveries_history_uq" ON "partner_webhook_deliveries" USING btree ("webhook_id","history_id") WHERE history_id is not null;--> statement-breakpoint
CREATE INDEX "partner_webhooks_partner_idx" ON "partner_webhooks" USING btree ("partner_id","mode");