CREATE TABLE "application_case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"admin_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_cases" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lender_case_sla" (
	"lender_id" integer NOT NULL,
	"status" text NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "lender_case_sla_lender_id_status_pk" PRIMARY KEY("lender_id","status")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
-- Each application's clock starts when it entered its current status: its newest history row, else when it was sent, else made.
UPDATE "applications" a SET "status_changed_at" = coalesce(
	(SELECT max(h."created_at") FROM "application_status_history" h WHERE h."application_id" = a."id"),
	a."submitted_at",
	a."created_at"
);--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "status_changed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "status_changed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "application_case_notes" ADD CONSTRAINT "application_case_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_case_notes" ADD CONSTRAINT "application_case_notes_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_cases" ADD CONSTRAINT "application_cases_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_cases" ADD CONSTRAINT "application_cases_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_case_sla" ADD CONSTRAINT "lender_case_sla_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_case_notes_application_idx" ON "application_case_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_cases_owner_idx" ON "application_cases" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "applications_open_cases_idx" ON "applications" USING btree ("status_changed_at") WHERE status in ('submitted', 'in_review', 'approved');