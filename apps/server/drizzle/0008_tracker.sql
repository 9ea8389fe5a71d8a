CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_daily" (
	"tracker_id" text NOT NULL,
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"distance_m" double precision DEFAULT 0 NOT NULL,
	"moving_sec" double precision DEFAULT 0 NOT NULL,
	"max_speed_kmh" double precision DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracker_daily_tracker_id_day_pk" PRIMARY KEY("tracker_id","day")
);
--> statement-breakpoint
CREATE TABLE "tracker_positions" (
	"tracker_id" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"account_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed" double precision,
	"bearing" double precision,
	"accuracy" double precision,
	"altitude" double precision,
	"battery" double precision,
	"distance_m" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "tracker_positions_tracker_id_ts_pk" PRIMARY KEY("tracker_id","ts")
);
--> statement-breakpoint
CREATE TABLE "tracker_segments" (
	"tracker_id" text NOT NULL,
	"start_ts" timestamp with time zone NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"end_ts" timestamp with time zone NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"start_lat" double precision NOT NULL,
	"start_lon" double precision NOT NULL,
	"end_lat" double precision NOT NULL,
	"end_lon" double precision NOT NULL,
	"distance_m" double precision DEFAULT 0 NOT NULL,
	"max_speed_kmh" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "tracker_segments_tracker_id_start_ts_pk" PRIMARY KEY("tracker_id","start_ts"),
	CONSTRAINT "tracker_segments_kind" CHECK ("tracker_segments"."kind" in ('trip', 'stop'))
);
--> statement-breakpoint
CREATE TABLE "tracker_state" (
	"tracker_id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_daily" ADD CONSTRAINT "tracker_daily_tracker_id_sensors_sensor_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_daily" ADD CONSTRAINT "tracker_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_positions" ADD CONSTRAINT "tracker_positions_tracker_id_sensors_sensor_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_positions" ADD CONSTRAINT "tracker_positions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_segments" ADD CONSTRAINT "tracker_segments_tracker_id_sensors_sensor_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_segments" ADD CONSTRAINT "tracker_segments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_state" ADD CONSTRAINT "tracker_state_tracker_id_sensors_sensor_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_state" ADD CONSTRAINT "tracker_state_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofences_account_id_idx" ON "geofences" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sensors_key_hash_idx" ON "sensors" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_location_valid" CHECK (("accounts"."latitude" is null) = ("accounts"."longitude" is null)
        and "accounts"."latitude" between -90 and 90 and "accounts"."longitude" between -180 and 180);