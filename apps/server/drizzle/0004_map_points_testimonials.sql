CREATE TABLE "depot_map_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"opening_hours" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"kelurahan" text,
	"kecamatan" text,
	"city" text,
	"surveyed_by" text,
	"subscription" text DEFAULT 'Tidak' NOT NULL,
	"rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depot_map_points_latitude" CHECK ("depot_map_points"."latitude" between -90 and 90),
	CONSTRAINT "depot_map_points_longitude" CHECK ("depot_map_points"."longitude" between -180 and 180),
	CONSTRAINT "depot_map_points_rating" CHECK ("depot_map_points"."rating" between 0 and 5),
	CONSTRAINT "depot_map_points_review_count" CHECK ("depot_map_points"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
