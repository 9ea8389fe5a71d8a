DROP INDEX "tank_level_sensor_ts_idx";--> statement-breakpoint
DROP INDEX "water_usage_sensor_ts_idx";--> statement-breakpoint
CREATE INDEX "notifications_sent_id_idx" ON "notifications" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "sales_created_id_idx" ON "sales" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tank_level_sensor_ts_id_idx" ON "tank_level" USING btree ("sensor_id","ts","id");--> statement-breakpoint
CREATE INDEX "tank_level_ts_id_idx" ON "tank_level" USING btree ("ts","id");--> statement-breakpoint
CREATE INDEX "water_usage_sensor_ts_id_idx" ON "water_usage" USING btree ("sensor_id","ts","id");--> statement-breakpoint
CREATE INDEX "water_usage_ts_id_idx" ON "water_usage" USING btree ("ts","id");