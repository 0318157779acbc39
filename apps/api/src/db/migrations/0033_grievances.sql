-- A complaint's reference (issue 30): GR- and six characters from the same scrambled, never-repeating sequence map as
-- an application's reference (application_reference, migration 0031), over a sequence of its own.
CREATE SEQUENCE "grievance_reference_seq";--> statement-breakpoint
CREATE TABLE "grievance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('GR-' || substr(application_reference(nextval('grievance_reference_seq')), 4)) NOT NULL,
	"user_id" integer,
	"mobile" text NOT NULL,
	"name" text,
	"partner_id" integer,
	"category" text NOT NULL,
	"lender_id" integer,
	"application_id" uuid,
	"description" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_on" date NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"reminded_day" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_events_grievance_idx" ON "grievance_events" USING btree ("grievance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_reference_uq" ON "grievances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grievances_mobile_idx" ON "grievances" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "grievances_status_due_idx" ON "grievances" USING btree ("status","due_on");