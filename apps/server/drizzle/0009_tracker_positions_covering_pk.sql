-- A bike's history is read as its positions of a window in time order (tracker.repository
-- `positions` and `sampledPositions`: ts, lat, lon, speed): the primary key's index now carries
-- lat, lon and speed, so that read is an index-only scan of a few dozen index pages
-- instead of one heap page per position (positions arrive interleaved across bikes, so a bike's
-- day of 8,640 positions lies on ~6,700 heap pages). See bench/README.md, bench:tracker.
ALTER TABLE "tracker_positions" DROP CONSTRAINT "tracker_positions_tracker_id_ts_pk";--> statement-breakpoint
ALTER TABLE "tracker_positions" ADD CONSTRAINT "tracker_positions_tracker_id_ts_pk" PRIMARY KEY ("tracker_id","ts") INCLUDE ("lat","lon","speed");--> statement-breakpoint
-- An index-only scan skips the heap only for pages marked all-visible by VACUUM. The default
-- insert trigger (20 % of the table) would leave weeks of recent positions unmarked on a large
-- table, and those are the days most asked for: vacuum after every 100,000 new positions.
ALTER TABLE "tracker_positions" SET (autovacuum_vacuum_insert_threshold = 100000, autovacuum_vacuum_insert_scale_factor = 0);
