ALTER TABLE "users" ADD COLUMN "verified_email" text;--> statement-breakpoint
-- an account whose address was verified before this column existed proved that address
UPDATE "users" SET "verified_email" = "email" WHERE "email_verified_at" IS NOT NULL;
