ALTER TABLE "accounts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cashier_name" text;