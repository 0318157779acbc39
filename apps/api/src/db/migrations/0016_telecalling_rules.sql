CREATE TABLE "telecalling_rules" (
	"reason" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"lookback_days" integer NOT NULL,
	"min_idle_hours" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "telecalling_rules" ADD CONSTRAINT "telecalling_rules_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;