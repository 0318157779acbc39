CREATE TABLE "job_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"job_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_after" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_outbox_pending_idx" ON "job_outbox" USING btree ("id") WHERE "job_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_outbox_status_idx" ON "job_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "job_outbox_queue_idx" ON "job_outbox" USING btree ("queue","created_at");--> statement-breakpoint
CREATE INDEX "lenders_list_idx" ON "lenders" USING btree ("priority" DESC NULLS FIRST,"name" collate "C","id") WHERE "lenders"."deleted_at" is null;