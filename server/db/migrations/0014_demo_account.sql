ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the demo seeded before this column: the seed's address (server/seed.ts DEMO_LOGIN), which no mailbox can confirm
UPDATE "users" SET "demo" = true WHERE "email" = 'demo@larder.local' OR "verified_email" = 'demo@larder.local';