CREATE TABLE "partner_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"file_url" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"question_en" text NOT NULL,
	"question_hi" text,
	"answer_en" text NOT NULL,
	"answer_hi" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_message_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"channel" text NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"body_en" text NOT NULL,
	"body_hi" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_training_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"file_url" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_banners" ADD CONSTRAINT "partner_banners_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_faqs" ADD CONSTRAINT "partner_faqs_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_message_texts" ADD CONSTRAINT "partner_message_texts_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_training_files" ADD CONSTRAINT "partner_training_files_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_training_files" ADD CONSTRAINT "partner_training_files_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_banners_order_idx" ON "partner_banners" USING btree ("product","sort_order","id");--> statement-breakpoint
CREATE INDEX "partner_faqs_order_idx" ON "partner_faqs" USING btree ("audience","sort_order","id");--> statement-breakpoint
CREATE INDEX "partner_message_texts_order_idx" ON "partner_message_texts" USING btree ("product","sort_order","id");--> statement-breakpoint
CREATE INDEX "partner_training_files_lender_idx" ON "partner_training_files" USING btree ("lender_id","created_at");