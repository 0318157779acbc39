CREATE TABLE "dedupe_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"first_application_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"matched_on" text NOT NULL,
	"first_partner_id" integer,
	"duplicate_partner_id" integer,
	"window_days" integer NOT NULL,
	"decision" text DEFAULT 'first_partner_kept' NOT NULL,
	"overridden_by" integer,
	"override_reason" text,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dedupe_logs" ADD CONSTRAINT "dedupe_logs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedupe_logs" ADD CONSTRAINT "dedupe_logs_first_application_id_applications_id_fk" FOREIGN KEY ("first_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedupe_logs" ADD CONSTRAINT "dedupe_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedupe_logs" ADD CONSTRAINT "dedupe_logs_first_partner_id_partners_id_fk" FOREIGN KEY ("first_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedupe_logs" ADD CONSTRAINT "dedupe_logs_duplicate_partner_id_partners_id_fk" FOREIGN KEY ("duplicate_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedupe_logs" ADD CONSTRAINT "dedupe_logs_overridden_by_admin_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dedupe_logs_application_uq" ON "dedupe_logs" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "dedupe_logs_created_idx" ON "dedupe_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dedupe_logs_first_application_idx" ON "dedupe_logs" USING btree ("first_application_id");--> statement-breakpoint
CREATE INDEX "dedupe_logs_first_partner_idx" ON "dedupe_logs" USING btree ("first_partner_id","created_at");--> statement-breakpoint
CREATE INDEX "dedupe_logs_duplicate_partner_idx" ON "dedupe_logs" USING btree ("duplicate_partner_id","created_at");