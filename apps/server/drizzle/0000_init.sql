CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"depot_name" text,
	"address" text,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"employer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"depot_name" text NOT NULL,
	"address" text NOT NULL,
	"tank_name" text NOT NULL,
	"capacity" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"sensors" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"sensor_id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tank_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tap" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"key_hash" text NOT NULL,
	"last_online" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensors_kind_valid" CHECK ("sensors"."kind" in ('level', 'flow', 'quality', 'gps', 'other')),
	CONSTRAINT "sensors_flow_has_tap" CHECK (("sensors"."kind" = 'flow') = ("sensors"."tap" is not null))
);
--> statement-breakpoint
CREATE TABLE "tanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tanks_capacity_positive" CHECK ("tanks"."capacity" > 0),
	CONSTRAINT "tanks_height_positive" CHECK ("tanks"."height_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_employer_id_accounts_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_tank_id_tanks_id_fk" FOREIGN KEY ("tank_id") REFERENCES "public"."tanks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tanks" ADD CONSTRAINT "tanks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_key" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("username","ip","at");--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_username_lower_key" ON "pending_registrations" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sensors_account_id_idx" ON "sensors" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tanks_account_id_idx" ON "tanks" USING btree ("account_id");