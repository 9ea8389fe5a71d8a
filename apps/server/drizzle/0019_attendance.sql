CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_min" integer NOT NULL,
	"end_min" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_times_valid" CHECK ("shifts"."start_min" between 0 and 1439 and "shifts"."end_min" between 0 and 1439
        and "shifts"."start_min" <> "shifts"."end_min")
);
--> statement-breakpoint
CREATE TABLE "shift_members" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	CONSTRAINT "attendance_out_after_in" CHECK ("attendance"."clock_out" is null or "attendance"."clock_out" >= "attendance"."clock_in")
);
--> statement-breakpoint
CREATE TABLE "attendance_pins" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_members" ADD CONSTRAINT "shift_members_person_id_accounts_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_members" ADD CONSTRAINT "shift_members_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_person_id_accounts_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_pins" ADD CONSTRAINT "attendance_pins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_account_idx" ON "shifts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "shift_members_shift_idx" ON "shift_members" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "attendance_account_clock_in_idx" ON "attendance" USING btree ("account_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_one_open_key" ON "attendance" USING btree ("person_id") WHERE "attendance"."clock_out" is null;
