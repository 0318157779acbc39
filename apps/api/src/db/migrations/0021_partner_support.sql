CREATE TABLE "partner_bank_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"masquerade_admin_id" integer,
	"pan" text NOT NULL,
	"gstin" text,
	"bank_account_holder" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"partner_user_id" integer,
	"admin_id" integer,
	"masquerade_admin_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_user_preferences" (
	"partner_user_id" integer NOT NULL,
	"notify_ticket_reply" boolean DEFAULT true NOT NULL,
	"notify_disbursal" boolean DEFAULT true NOT NULL,
	"notify_payout" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_user_preferences_partner_user_id_pk" PRIMARY KEY("partner_user_id")
);
--> statement-breakpoint
ALTER TABLE "partner_bank_change_requests" ADD CONSTRAINT "partner_bank_change_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_change_requests" ADD CONSTRAINT "partner_bank_change_requests_requested_by_partner_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_change_requests" ADD CONSTRAINT "partner_bank_change_requests_masquerade_admin_id_admin_users_id_fk" FOREIGN KEY ("masquerade_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_change_requests" ADD CONSTRAINT "partner_bank_change_requests_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_attachments" ADD CONSTRAINT "partner_ticket_attachments_ticket_id_partner_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."partner_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_attachments" ADD CONSTRAINT "partner_ticket_attachments_message_id_partner_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."partner_ticket_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_messages" ADD CONSTRAINT "partner_ticket_messages_ticket_id_partner_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."partner_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_messages" ADD CONSTRAINT "partner_ticket_messages_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_messages" ADD CONSTRAINT "partner_ticket_messages_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_messages" ADD CONSTRAINT "partner_ticket_messages_masquerade_admin_id_admin_users_id_fk" FOREIGN KEY ("masquerade_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tickets" ADD CONSTRAINT "partner_tickets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tickets" ADD CONSTRAINT "partner_tickets_opened_by_partner_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_user_preferences" ADD CONSTRAINT "partner_user_preferences_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_bank_change_pending_uq" ON "partner_bank_change_requests" USING btree ("partner_id") WHERE "partner_bank_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_bank_change_queue_idx" ON "partner_bank_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_bank_change_partner_idx" ON "partner_bank_change_requests" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_ticket_attachments_message_uq" ON "partner_ticket_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "partner_ticket_messages_ticket_idx" ON "partner_ticket_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "partner_tickets_partner_idx" ON "partner_tickets" USING btree ("partner_id","updated_at");--> statement-breakpoint
CREATE INDEX "partner_tickets_queue_idx" ON "partner_tickets" USING btree ("status","created_at");