ALTER TABLE "lenders" ADD COLUMN "display_name" text;--> statement-breakpoint
-- Existing databases: the demo lenders get the display names the seed gives them (issue 13); other lenders keep
-- showing their name until an admin sets one.
UPDATE "lenders" SET "display_name" = v.display_name
FROM (VALUES
  ('kotak_mahindra', 'Kotak Mahindra Bank'),
  ('bajaj_finserv', 'Bajaj Finserv'),
  ('tata_capital', 'Tata Capital'),
  ('idfc_first', 'IDFC FIRST Bank'),
  ('aditya_birla_capital', 'Aditya Birla Capital'),
  ('moneyview', 'Money View'),
  ('fibe', 'Fibe'),
  ('kreditbee', 'KreditBee'),
  ('navi_finserv', 'Navi Finserv'),
  ('lendingkart', 'Lendingkart'),
  ('indifi', 'Indifi'),
  ('flexiloans', 'FlexiLoans'),
  ('neogrowth', 'NeoGrowth'),
  ('muthoot_gold', 'Muthoot Finance'),
  ('manappuram_gold', 'Manappuram Finance'),
  ('iifl_gold', 'IIFL Finance'),
  ('rupeek', 'Rupeek'),
  ('aadhar_housing', 'Aadhar Housing Finance'),
  ('aavas_financiers', 'Aavas Financiers'),
  ('pnb_housing', 'PNB Housing Finance'),
  ('home_first', 'Home First Finance'),
  ('lic_housing', 'LIC Housing Finance')
) AS v(lender_key, display_name)
WHERE "lenders"."lender_key" = v.lender_key AND "lenders"."display_name" IS NULL;
--> statement-breakpoint
-- A transaction lender hands the customer to its own http(s) site: the demo's path on this site led back to the same
-- page, so it becomes the demo lender's address (as the seed now writes it); any other path is cleared, and the
-- customer is told the lender has no link yet.
UPDATE "lenders" SET "transaction_url" = 'https://apply.' || replace("lender_key", '_', '-') || '.example/saakh?ref={UNIQUE_ID}'
WHERE "transaction_url" = '/user/lenders-transaction/' || "lender_key";
--> statement-breakpoint
UPDATE "lenders" SET "transaction_url" = NULL
WHERE "transaction_url" IS NOT NULL AND "transaction_url" !~* '^https?://';
