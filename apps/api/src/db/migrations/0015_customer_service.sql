CREATE TABLE "message_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template_id" integer NOT NULL,
	"segment" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"event" text,
	"subject_en" text,
	"subject_hi" text,
	"body_en" text NOT NULL,
	"body_hi" text NOT NULL,
	"dlt_entity_id" text,
	"dlt_header" text,
	"dlt_template_id" text,
	"whatsapp_template" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"template_id" integer,
	"campaign_id" integer,
	"user_id" integer,
	"application_id" uuid,
	"language" text NOT NULL,
	"to_address" text,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"skip_reason" text,
	"error" text,
	"provider" text,
	"provider_message_id" text,
	"not_before" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telecalling_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_call_id" text,
	"status" text DEFAULT 'initiated' NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telecalling_dispositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"disposition" text NOT NULL,
	"reason" text,
	"callback_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telecalling_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" integer,
	"assigned_at" timestamp with time zone,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_disposition" text,
	"note" text,
	"raised_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_campaigns" ADD CONSTRAINT "message_campaigns_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaigns" ADD CONSTRAINT "message_campaigns_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_opt_outs" ADD CONSTRAINT "message_opt_outs_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_campaign_id_message_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_calls" ADD CONSTRAINT "telecalling_calls_lead_id_telecalling_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."telecalling_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_calls" ADD CONSTRAINT "telecalling_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_calls" ADD CONSTRAINT "telecalling_calls_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_dispositions" ADD CONSTRAINT "telecalling_dispositions_lead_id_telecalling_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."telecalling_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_dispositions" ADD CONSTRAINT "telecalling_dispositions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_dispositions" ADD CONSTRAINT "telecalling_dispositions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_leads" ADD CONSTRAINT "telecalling_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_leads" ADD CONSTRAINT "telecalling_leads_assigned_to_admin_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_leads" ADD CONSTRAINT "telecalling_leads_raised_by_admin_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_campaigns_created_idx" ON "message_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_opt_outs_address_uq" ON "message_opt_outs" USING btree ("channel","address");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name_uq" ON "message_templates" USING btree ("channel","name");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_event_uq" ON "message_templates" USING btree ("channel","event") WHERE event is not null and status = 1;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_campaign_idx" ON "messages" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_id_uq" ON "messages" USING btree ("provider","provider_message_id") WHERE provider_message_id is not null;--> statement-breakpoint
CREATE INDEX "customer_notes_user_idx" ON "customer_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "telecalling_calls_admin_idx" ON "telecalling_calls" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "telecalling_calls_user_idx" ON "telecalling_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telecalling_calls_provider_uq" ON "telecalling_calls" USING btree ("provider","provider_call_id") WHERE provider_call_id is not null;--> statement-breakpoint
CREATE INDEX "telecalling_dispositions_lead_idx" ON "telecalling_dispositions" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "telecalling_dispositions_admin_idx" ON "telecalling_dispositions" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telecalling_leads_open_uq" ON "telecalling_leads" USING btree ("user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "telecalling_leads_queue_idx" ON "telecalling_leads" USING btree ("assigned_to","due_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "telecalling_leads_user_idx" ON "telecalling_leads" USING btree ("user_id","assigned_at");