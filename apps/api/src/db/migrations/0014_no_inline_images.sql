-- Issue 14: images are never data: URLs (an inline SVG can carry script). Demo cards seeded before this point at
-- the static card faces the web app now ships; any other inline image is dropped, for an admin to upload again.
UPDATE "credit_cards" SET "category_img_thumb" = CASE "category_name"
  WHEN 'Saral Cashback Card' THEN '/card-art/saral-cashback.svg'
  WHEN 'Yatra Miles Card' THEN '/card-art/yatra-miles.svg'
  WHEN 'Shubh Rewards Card' THEN '/card-art/shubh-rewards.svg'
  WHEN 'Pehla Kadam Secured Card' THEN '/card-art/pehla-kadam.svg'
  WHEN 'Kisan FD Card' THEN '/card-art/kisan-fd.svg'
  WHEN 'Udaan Student Card' THEN '/card-art/udaan-student.svg'
  WHEN 'Fuel Saver Card' THEN '/card-art/fuel-saver.svg'
  WHEN 'Platinum Lifestyle Card' THEN '/card-art/platinum-lifestyle.svg'
  WHEN 'Bazaar Co-brand Card' THEN '/card-art/bazaar-cobrand.svg'
  ELSE NULL END
WHERE "category_img_thumb" LIKE 'data:%';--> statement-breakpoint
UPDATE "partners" SET "logo" = NULL WHERE "logo" LIKE 'data:%';
