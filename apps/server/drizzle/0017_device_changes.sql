-- Every process keeps a cache of devices (sensor id, key, depot) and holds their MQTT connections:
-- a sensor added, deleted or given a new key, and a depot switched off or on, is announced on
-- the channel device_changes as `s:{sensor_id}`, `d:{account_id}` (off) or `e:{account_id}` (on
-- again), whichever code wrote it.
-- NOTIFY is sent at commit, to every process listening (each server process on one PostgreSQL).
CREATE FUNCTION "notify_sensor_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('device_changes', 's:' || OLD.sensor_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('device_changes', 's:' || NEW.sensor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sensors_notify_change"
  AFTER INSERT OR DELETE OR UPDATE OF "sensor_id", "key_hash", "account_id", "kind" ON "sensors"
  FOR EACH ROW EXECUTE FUNCTION "notify_sensor_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_depot_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."disabled_at" IS NULL) <> (NEW."disabled_at" IS NULL) THEN
    PERFORM pg_notify('device_changes',
      CASE WHEN NEW."disabled_at" IS NULL THEN 'e:' ELSE 'd:' END || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_notify_change"
  AFTER UPDATE OF "disabled_at" ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "notify_depot_change"();
