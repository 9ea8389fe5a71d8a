ALTER TABLE "accounts" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "failed_logins_since" timestamp with time zone;
