ALTER TABLE "accounts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "show_on_public_map" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "depot_map_points" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "depot_map_points" ADD CONSTRAINT "depot_map_points_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depot_map_points" ADD CONSTRAINT "depot_map_points_account_id_key" UNIQUE("account_id");