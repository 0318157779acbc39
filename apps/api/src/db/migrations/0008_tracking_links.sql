CREATE TABLE "tracking_link_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner_id" integer NOT NULL,
	"campaign" text NOT NULL,
	"url_segment" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"product" text,
	"created_by" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_link_clicks" ADD CONSTRAINT "tracking_link_clicks_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_link_clicks_link_idx" ON "tracking_link_clicks" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_code_uq" ON "tracking_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tracking_links_created_idx" ON "tracking_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_links_partner_idx" ON "tracking_links" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_link_code_idx" ON "tracking_events" USING btree (("utms" ->> 'utm_content'),"user_id") WHERE ("tracking_events"."utms" ->> 'utm_content') is not null and "tracking_events"."user_id" is not null;