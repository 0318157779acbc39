ALTER TABLE "credit_cards" ADD COLUMN "category_name_hi" text;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD COLUMN "key_feature_hi" text;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD COLUMN "marketing_bullets_hi" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "so_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "age_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "employment_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "income_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "min_loan_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "max_loan_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "cibil_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "lender_journey_text_hi" text;