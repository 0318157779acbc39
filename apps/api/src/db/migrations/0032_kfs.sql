CREATE TABLE "application_kfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"kfs" jsonb NOT NULL,
	"version" text NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "switching_charges" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "switching_charges_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "nodal_officer_name" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "nodal_officer_phone" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "nodal_officer_email" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "recovery_agents_text" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "recovery_agents_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "co_lending_text" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "co_lending_text_hi" text;--> statement-breakpoint
ALTER TABLE "application_kfs" ADD CONSTRAINT "application_kfs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_kfs_application_idx" ON "application_kfs" USING btree ("application_id","id");