CREATE TABLE "pdam_golongan" (
	"pdam_id" text NOT NULL,
	"id" text NOT NULL,
	"row_id" serial NOT NULL,
	"description" text NOT NULL,
	"minimum_m3" double precision DEFAULT 0 NOT NULL,
	"admin_fee" integer DEFAULT 0 NOT NULL,
	"meter_fee" integer DEFAULT 0 NOT NULL,
	"source_url" text NOT NULL,
	"notes" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pdam_golongan_pdam_id_id_pk" PRIMARY KEY("pdam_id","id"),
	CONSTRAINT "pdam_golongan_row_id_unique" UNIQUE("row_id"),
	CONSTRAINT "pdam_golongan_fees" CHECK ("pdam_golongan"."minimum_m3" >= 0 and "pdam_golongan"."admin_fee" >= 0 and "pdam_golongan"."meter_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pdam_tariff_blocks" (
	"pdam_id" text NOT NULL,
	"golongan_id" text NOT NULL,
	"row_id" serial NOT NULL,
	"from_m3" double precision NOT NULL,
	"to_m3" double precision,
	"price_per_m3" integer NOT NULL,
	CONSTRAINT "pdam_tariff_blocks_pdam_id_golongan_id_from_m3_pk" PRIMARY KEY("pdam_id","golongan_id","from_m3"),
	CONSTRAINT "pdam_tariff_blocks_row_id_unique" UNIQUE("row_id"),
	CONSTRAINT "pdam_tariff_blocks_range" CHECK ("pdam_tariff_blocks"."from_m3" >= 0 and ("pdam_tariff_blocks"."to_m3" is null or "pdam_tariff_blocks"."to_m3" > "pdam_tariff_blocks"."from_m3")),
	CONSTRAINT "pdam_tariff_blocks_price" CHECK ("pdam_tariff_blocks"."price_per_m3" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pdam_utilities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"regulation" text NOT NULL,
	"regulation_date" date NOT NULL,
	"source_url" text NOT NULL,
	"ppn_percent" double precision DEFAULT 0 NOT NULL,
	"materai_amount" integer DEFAULT 10000 NOT NULL,
	"materai_threshold" integer DEFAULT 5000000 NOT NULL,
	"notes" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pdam_utilities_ppn" CHECK ("pdam_utilities"."ppn_percent" between 0 and 100),
	CONSTRAINT "pdam_utilities_materai" CHECK ("pdam_utilities"."materai_amount" >= 0 and "pdam_utilities"."materai_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pdam_golongan" ADD CONSTRAINT "pdam_golongan_pdam_id_pdam_utilities_id_fk" FOREIGN KEY ("pdam_id") REFERENCES "public"."pdam_utilities"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "pdam_tariff_blocks" ADD CONSTRAINT "pdam_tariff_blocks_pdam_id_golongan_id_pdam_golongan_pdam_id_id_fk" FOREIGN KEY ("pdam_id","golongan_id") REFERENCES "public"."pdam_golongan"("pdam_id","id") ON DELETE cascade ON UPDATE cascade;