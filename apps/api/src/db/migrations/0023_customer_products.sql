CREATE TABLE "insurance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"partner_id" integer,
	"kind" text NOT NULL,
	"request_type" text NOT NULL,
	"preferred_time" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"consent_version" text NOT NULL,
	"ip" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"discount_en" text NOT NULL,
	"discount_hi" text NOT NULL,
	"terms_en" text NOT NULL,
	"terms_hi" text NOT NULL,
	"code" text,
	"url" text,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_profile_details" ADD COLUMN "course_name" text;--> statement-breakpoint
ALTER TABLE "customer_profile_details" ADD COLUMN "institute_name" text;--> statement-breakpoint
ALTER TABLE "customer_profile_details" ADD COLUMN "vehicle_price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sl_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tw_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cl_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_handled_by_admin_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_requests_user_idx" ON "insurance_requests" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "insurance_requests_created_idx" ON "insurance_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "insurance_requests_status_idx" ON "insurance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_live_idx" ON "vouchers" USING btree ("status","valid_until","id") WHERE "vouchers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_updated_idx" ON "vouchers" USING btree ("updated_at","id") WHERE "vouchers"."deleted_at" is null;