CREATE TABLE "smart_iot_actuators" (
	"actuator_id" text PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_iot_commands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actuator_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"command" text NOT NULL,
	"requested_by" integer,
	"requested_by_name" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"resolved_at" timestamp with time zone,
	"detail" text,
	CONSTRAINT "smart_iot_commands_command_valid" CHECK ("smart_iot_commands"."command" in ('TURN_ON', 'TURN_OFF')),
	CONSTRAINT "smart_iot_commands_result_valid" CHECK ("smart_iot_commands"."result" in ('pending', 'confirmed', 'failed', 'timeout'))
);
--> statement-breakpoint
CREATE TABLE "smart_iot_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"device_name" text NOT NULL,
	"location" text,
	"device_type" text NOT NULL,
	"last_online_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_iot_devices_type_valid" CHECK ("smart_iot_devices"."device_type" in ('weather_station', 'smart_farming'))
);
--> statement-breakpoint
CREATE TABLE "smart_iot_hourly" (
	"sensor_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "smart_iot_hourly_sensor_id_hour_pk" PRIMARY KEY("sensor_id","hour")
);
--> statement-breakpoint
CREATE TABLE "smart_iot_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sensor_id" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"seq" bigint,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_iot_sensors" (
	"sensor_id" text PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sensor_name" text NOT NULL,
	"sensor_type" text NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_active_at" timestamp with time zone,
	"latest_value" double precision,
	"latest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_iot_sensors_type_valid" CHECK ("smart_iot_sensors"."sensor_type" in ('temperature_DHT11', 'humidity_DHT11', 'pressure_BMP180', 'soil_moisture', 'gas_mq', 'turbidity_sensor', 'vibration_sensor', 'temp_ds18b20', 'ph_sensor', 'tds_sensor', 'salinity_sensor', 'voltage', 'light_sensor')),
	CONSTRAINT "smart_iot_sensors_limits_ordered" CHECK ("smart_iot_sensors"."min_value" is null or "smart_iot_sensors"."max_value" is null or "smart_iot_sensors"."min_value" < "smart_iot_sensors"."max_value")
);
--> statement-breakpoint
ALTER TABLE "sensors" DROP CONSTRAINT "sensors_kind_valid";--> statement-breakpoint
ALTER TABLE "smart_iot_actuators" ADD CONSTRAINT "smart_iot_actuators_actuator_id_sensors_sensor_id_fk" FOREIGN KEY ("actuator_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_actuators" ADD CONSTRAINT "smart_iot_actuators_device_id_smart_iot_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."smart_iot_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_actuators" ADD CONSTRAINT "smart_iot_actuators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_commands" ADD CONSTRAINT "smart_iot_commands_actuator_id_smart_iot_actuators_actuator_id_fk" FOREIGN KEY ("actuator_id") REFERENCES "public"."smart_iot_actuators"("actuator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_commands" ADD CONSTRAINT "smart_iot_commands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_commands" ADD CONSTRAINT "smart_iot_commands_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_devices" ADD CONSTRAINT "smart_iot_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_hourly" ADD CONSTRAINT "smart_iot_hourly_sensor_id_sensors_sensor_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_readings" ADD CONSTRAINT "smart_iot_readings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_readings" ADD CONSTRAINT "smart_iot_readings_sensor_id_sensors_sensor_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_sensors" ADD CONSTRAINT "smart_iot_sensors_sensor_id_sensors_sensor_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("sensor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_sensors" ADD CONSTRAINT "smart_iot_sensors_device_id_smart_iot_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."smart_iot_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_iot_sensors" ADD CONSTRAINT "smart_iot_sensors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_iot_actuators_device_id_idx" ON "smart_iot_actuators" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "smart_iot_actuators_account_id_idx" ON "smart_iot_actuators" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "smart_iot_commands_actuator_idx" ON "smart_iot_commands" USING btree ("actuator_id","requested_at");--> statement-breakpoint
CREATE INDEX "smart_iot_commands_requested_id_idx" ON "smart_iot_commands" USING btree ("requested_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_iot_commands_one_pending" ON "smart_iot_commands" USING btree ("actuator_id") WHERE "smart_iot_commands"."result" = 'pending';--> statement-breakpoint
CREATE INDEX "smart_iot_devices_account_id_idx" ON "smart_iot_devices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "smart_iot_readings_sensor_ts_idx" ON "smart_iot_readings" USING btree ("sensor_id","ts");--> statement-breakpoint
CREATE INDEX "smart_iot_readings_ts_id_idx" ON "smart_iot_readings" USING btree ("ts","id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_iot_readings_sensor_seq_key" ON "smart_iot_readings" USING btree ("sensor_id","seq") WHERE "smart_iot_readings"."seq" is not null;--> statement-breakpoint
CREATE INDEX "smart_iot_sensors_device_id_idx" ON "smart_iot_sensors" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "smart_iot_sensors_account_id_idx" ON "smart_iot_sensors" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_kind_valid" CHECK ("sensors"."kind" in ('level', 'flow', 'quality', 'gps', 'other', 'iot', 'actuator'));