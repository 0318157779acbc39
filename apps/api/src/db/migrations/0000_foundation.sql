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
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_list_items" ADD CONSTRAINT "smart_list_items_list_id_smart_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."smart_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_languages_id_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_mobile_created_idx" ON "otp_challenges" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_ip_created_idx" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "partner_users_partner_idx" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id");