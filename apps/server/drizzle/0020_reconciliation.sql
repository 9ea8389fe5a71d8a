CREATE TABLE "reconciliation_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"gap_threshold_gallons" double precision DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_closed_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"gap_gallons" double precision NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_closed_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_settings" ADD CONSTRAINT "reconciliation_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_closed_days" ADD CONSTRAINT "reconciliation_closed_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
