-- Quality alerts are kept per parameter (quality:ph, quality:tds, quality:turbidity). A depot's
-- quality alert raised before this change stands for all three until a reading judges each, so
-- the next bad reading does not notify a second time for the same problem.
INSERT INTO "alert_state" ("account_id", "kind", "subject", "since")
SELECT a."account_id", 'quality:' || p.param, a."subject", a."since"
FROM "alert_state" a CROSS JOIN (VALUES ('ph'), ('tds'), ('turbidity')) AS p(param)
WHERE a."kind" = 'quality'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "alert_state" WHERE "kind" = 'quality';
