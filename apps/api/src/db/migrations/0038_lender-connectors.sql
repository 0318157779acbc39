CREATE TABLE "lender_code_map" (
	"lender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lender_code" text NOT NULL,
	"value" text,
	CONSTRAINT "lender_code_map_lender_id_kind_lender_code_pk" PRIMARY KEY("lender_id","kind","lender_code")
);
--> statement-breakpoint
CREATE TABLE "lender_connectors" (
	"lender_id" integer PRIMARY KEY NOT NULL,
	"send_mode" text DEFAULT 'link' NOT NULL,
	"endpoint_url" text,
	"auth_kind" text,
	"key_id" text,
	"secret_enc" text,
	"secret_hint" text,
	"token_url" text,
	"field_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timeout_ms" integer DEFAULT 10000 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"webhooks" boolean DEFAULT false NOT NULL,
	"webhook_secret_enc" text,
	"webhook_secret_hint" text,
	"poll_minutes" integer,
	"poll_cursor" text,
	"last_polled_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"sequence" bigint,
	"application_id" uuid,
	"application_ref" text,
	"lender_status" text NOT NULL,
	"reason_code" text,
	"amount" numeric(14, 2),
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "lender_submissions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lender_reference" text,
	"queued_by" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "lender_status" text;--> statement-breakpoint
ALTER TABLE "lender_code_map" ADD CONSTRAINT "lender_code_map_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_connectors" ADD CONSTRAINT "lender_connectors_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_connectors" ADD CONSTRAINT "lender_connectors_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_events" ADD CONSTRAINT "lender_events_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_submissions" ADD CONSTRAINT "lender_submissions_queued_by_admin_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_events_lender_event_uq" ON "lender_events" USING btree ("lender_id","event_id");--> statement-breakpoint
CREATE INDEX "lender_events_application_idx" ON "lender_events" USING btree ("application_id","occurred_at");--> statement-breakpoint
CREATE INDEX "lender_events_lender_received_idx" ON "lender_events" USING btree ("lender_id","received_at");--> statement-breakpoint
CREATE INDEX "lender_submissions_lender_idx" ON "lender_submissions" USING btree ("lender_id","queued_at");--> statement-breakpoint
CREATE INDEX "lender_submissions_failed_idx" ON "lender_submissions" USING btree ("failed_at") WHERE "lender_submissions"."state" = 'failed';