CREATE TABLE "telecalling_queue_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"added" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "telecalling_queue_builds" ADD CONSTRAINT "telecalling_queue_builds_requested_by_admin_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telecalling_queue_builds_created_idx" ON "telecalling_queue_builds" USING btree ("created_at");