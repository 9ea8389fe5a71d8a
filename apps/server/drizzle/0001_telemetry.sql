CREATE TABLE "alert_state" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_state_account_id_kind_subject_pk" PRIMARY KEY("account_id","kind","subject")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tank_level" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tank_id" integer NOT NULL,
	"sensor_id" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"seq" bigint,
	"water_level_cm" double precision NOT NULL,
	"volume" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"tap" text NOT NULL,
	"gallons" integer NOT NULL,
	"volume_l" double precision NOT NULL,
	CONSTRAINT "usage_daily_account_id_day_tap_pk" PRIMARY KEY("account_id","day","tap")
);
--> statement-breakpoint
CREATE TABLE "water_quality" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sensor_id" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"seq" bigint,
	"temperature" double precision,
	"ph" double precision,
	"tds" double precision,
	"salinity" double precision,
	"turbidity" double precision
);
--> statement-breakpoint
CREATE TABLE "water_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sensor_id" text NOT NULL,
	"tap" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"seq" bigint,
	"volume_l" double precision NOT NULL,
	"gallons" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_online" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tanks" ADD COLUMN "low_stock_pct" double precision DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_state" ADD CONSTRAINT "alert_state_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_level" ADD CONSTRAINT "tank_level_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_level" ADD CONSTRAINT "tank_level_tank_id_tanks_id_fk" FOREIGN KEY ("tank_id") REFERENCES "public"."tanks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tank_level" ADD CONSTRAINT "tank_level_sensor_id_sensors_sensor_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality" ADD CONSTRAINT "water_quality_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_quality" ADD CONSTRAINT "water_quality_sensor_id_sensors_sensor_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_usage" ADD CONSTRAINT "water_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_usage" ADD CONSTRAINT "water_usage_sensor_id_sensors_sensor_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_account_sent_idx" ON "notifications" USING btree ("account_id","sent_at");--> statement-breakpoint
CREATE INDEX "tank_level_sensor_ts_idx" ON "tank_level" USING btree ("sensor_id","ts");--> statement-breakpoint
CREATE INDEX "tank_level_tank_ts_idx" ON "tank_level" USING btree ("tank_id","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "tank_level_sensor_seq_key" ON "tank_level" USING btree ("sensor_id","seq") WHERE "tank_level"."seq" is not null;--> statement-breakpoint
CREATE INDEX "water_quality_sensor_ts_idx" ON "water_quality" USING btree ("sensor_id","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "water_quality_sensor_seq_key" ON "water_quality" USING btree ("sensor_id","seq") WHERE "water_quality"."seq" is not null;--> statement-breakpoint
CREATE INDEX "water_usage_sensor_ts_idx" ON "water_usage" USING btree ("sensor_id","ts");--> statement-breakpoint
CREATE INDEX "water_usage_account_ts_idx" ON "water_usage" USING btree ("account_id","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "water_usage_sensor_seq_key" ON "water_usage" USING btree ("sensor_id","seq") WHERE "water_usage"."seq" is not null;