ALTER TABLE "pending_registrations" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "package" text;--> statement-breakpoint
CREATE TABLE "rejected_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"rejected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rejected_registrations_username_lower_key" ON "rejected_registrations" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "rejected_registrations_rejected_at_idx" ON "rejected_registrations" USING btree ("rejected_at");
