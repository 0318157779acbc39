CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"masquerade_admin_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"masquerade_admin_id" integer,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"category_img_thumb" text,
	"key_feature" text,
	"annual_fee" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"secured" integer DEFAULT 0 NOT NULL,
	"utm_link" text,
	"marketing_bullets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lender_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lender_revenue" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"slab_disbursed_min" integer,
	"slab_disbursed_max" integer,
	"slab_number_min" integer,
	"slab_number_max" integer,
	"ats_min" integer,
	"ats_max" integer,
	"revenue_type_id" integer NOT NULL,
	"revenue_flat" numeric(12, 2),
	"revenue_percent" numeric(6, 3),
	"status" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lender_key" text NOT NULL,
	"product" text NOT NULL,
	"min_income" integer,
	"max_income" integer,
	"min_age" integer,
	"max_age" integer,
	"ticket_class" integer,
	"credit_score_class" integer,
	"salaried" integer DEFAULT 0 NOT NULL,
	"self_employed" integer DEFAULT 0 NOT NULL,
	"business" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"lender_status" integer DEFAULT 0 NOT NULL,
	"status_reason" text,
	"so_status" integer DEFAULT 0 NOT NULL,
	"so_text" text,
	"so_date_start" date,
	"so_date_end" date,
	"loan_amount_upto" integer,
	"tenure" integer,
	"interest_rate" numeric(5, 2),
	"apr_min" numeric(5, 2),
	"apr_max" numeric(5, 2),
	"processing_fees" numeric(5, 2),
	"lender_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"autosubmission" integer DEFAULT 0 NOT NULL,
	"api" integer DEFAULT 0 NOT NULL,
	"lender_mode" text DEFAULT 'submit' NOT NULL,
	"transaction_url" text,
	"age_text" text,
	"employment_text" text,
	"income_text" text,
	"min_loan_text" text,
	"max_loan_text" text,
	"cibil_text" text,
	"lender_journey_text" text,
	"mp4_text" text,
	"pptx_text" text,
	"pdf_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revenue_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "revenue_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "partner_users_email_unique" UNIQUE("email"),
	CONSTRAINT "partner_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"utm_id" text,
	"revenue_percent" numeric(6, 3),
	"revenue_flat_fee" integer,
	"logo" text,
	"font_link" text,
	"font_family" text,
	"primary_color" text DEFAULT '#0B5FFF' NOT NULL,
	"secondary_color" text DEFAULT '#FF8A00' NOT NULL,
	"title" text,
	"terms_apply" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "partners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"language_name" text NOT NULL,
	"image" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"country_key" text NOT NULL,
	"country_name" text NOT NULL,
	"phone_code" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "smart_list_items" (
	"list_id" integer NOT NULL,
	"code" integer NOT NULL,
	"value_en" text NOT NULL,
	"value_hi" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "smart_list_items_list_id_code_pk" PRIMARY KEY("list_id","code")
);
--> statement-breakpoint
CREATE TABLE "smart_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "smart_lists_kind_unique" UNIQUE("kind")
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text_version" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_phone_code" text DEFAULT '91' NOT NULL,
	"mobile_phone_number" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"email_verified" integer DEFAULT 0 NOT NULL,
	"birth_date" date,
	"tin" text,
	"language" integer,
	"role_id" integer,
	"channel_id" integer,
	"merchant_location_id" integer,
	"partner_id" integer,
	"is_editing" integer DEFAULT 0 NOT NULL,
	"bl_completed" integer DEFAULT 0 NOT NULL,
	"pl_completed" integer DEFAULT 0 NOT NULL,
	"gl_completed" integer DEFAULT 0 NOT NULL,
	"hl_completed" integer DEFAULT 0 NOT NULL,
	"employment_status_code" integer,
	"business_registration_type" integer,
	"employer_name" text,
	"officepincode" text,
	"monthly_income" integer,
	"salary_mode" integer,
	"business_current_turnover" integer,
	"business_years" integer,
	"business_account" integer,
	"address1" text,
	"address2" text,
	"postal_code" text,
	"gender" integer,
	"residence_type" integer,
	"educational_level" integer,
	"monthly_rent" integer,
	"emi" integer,
	"se_loan_amount" integer,
	"housing_loan_amount" integer,
	"property_type" text,
	"prefer_net_banking" integer,
	"credit_score_band" integer,
	"inflight_credit_app_id" text,
	"pl_update_required" integer DEFAULT 0 NOT NULL,
	"pl_se_update_required" integer DEFAULT 0 NOT NULL,
	"allow_sms" integer DEFAULT 1 NOT NULL,
	"allow_emails" integer DEFAULT 1 NOT NULL,
	"utms" jsonb,
	"url_segment" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "users_mobile_phone_number_unique" UNIQUE("mobile_phone_number")
);
--> statement-breakpoint
ALTER TABLE "lender_revenue" ADD CONSTRAINT "lender_revenue_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_revenue" ADD CONSTRAINT "lender_revenue_revenue_type_id_revenue_types_id_fk" FOREIGN KEY ("revenue_type_id") REFERENCES "public"."revenue_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_list_items" ADD CONSTRAINT "smart_list_items_list_id_smart_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."smart_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_languages_id_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_mobile_created_idx" ON "otp_challenges" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_ip_created_idx" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "credit_cards_sort_idx" ON "credit_cards" USING btree ("deleted_at","sort_order");--> statement-breakpoint
CREATE INDEX "lender_revenue_lender_idx" ON "lender_revenue" USING btree ("lender_id","sort_order");--> statement-breakpoint
CREATE INDEX "lenders_product_idx" ON "lenders" USING btree ("product","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lenders_key_product_uq" ON "lenders" USING btree ("lender_key","product");--> statement-breakpoint
CREATE INDEX "partner_users_partner_idx" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id");