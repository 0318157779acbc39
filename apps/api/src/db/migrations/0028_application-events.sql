CREATE TABLE "application_event_reactions" (
	"event_id" integer NOT NULL,
	"subscriber" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_event_reactions_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"history_id" integer NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_event_reactions" ADD CONSTRAINT "application_event_reactions_event_id_application_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."application_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_batch_idx" ON "application_events" USING btree ("batch","id");--> statement-breakpoint
CREATE INDEX "application_events_pending_idx" ON "application_events" USING btree ("id") WHERE dispatched_at is null;