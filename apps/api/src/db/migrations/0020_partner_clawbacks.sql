CREATE TABLE "commission_clawbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ledger_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tds" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reason" text NOT NULL,
	"month" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_clawbacks" ADD CONSTRAINT "commission_clawbacks_ledger_id_commission_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."commission_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_clawbacks" ADD CONSTRAINT "commission_clawbacks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_clawbacks" ADD CONSTRAINT "commission_clawbacks_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_clawbacks_ledger_uq" ON "commission_clawbacks" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "commission_clawbacks_partner_idx" ON "commission_clawbacks" USING btree ("partner_id","month");