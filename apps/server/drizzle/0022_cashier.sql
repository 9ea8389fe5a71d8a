CREATE TABLE "depot_qris" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"account_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"price_delivery" integer NOT NULL,
	"image" text,
	"promo_every" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "products_prices_not_negative" CHECK ("products"."price" >= 0 and "products"."price_delivery" >= 0),
	CONSTRAINT "products_promo_every" CHECK ("products"."promo_every" is null or "products"."promo_every" between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "customer_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"received_by" integer,
	"received_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payments_amount_positive" CHECK ("customer_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cashier_id" integer,
	"cashier_name" text,
	"shift_name" text,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone NOT NULL,
	"sales_count" integer NOT NULL,
	"sales" jsonb NOT NULL,
	"utang_paid" jsonb NOT NULL,
	"expected_cash" integer NOT NULL,
	"counted_cash" integer NOT NULL,
	"difference" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "free_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "sales" s SET "number" = n.rn FROM (SELECT id, row_number() OVER (PARTITION BY account_id ORDER BY created_at, id) AS rn FROM "sales") n WHERE n.id = s.id;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_method" text DEFAULT 'tunai' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "received" integer;--> statement-breakpoint
UPDATE "sales" SET "received" = "total_price";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "received" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sales" SET "recorded_at" = "created_at";--> statement-breakpoint
ALTER TABLE "depot_qris" ADD CONSTRAINT "depot_qris_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_received_by_accounts_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_cashier_id_accounts_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_payments_customer_idx" ON "customer_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_payments_received_by_idx" ON "customer_payments" USING btree ("received_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_phone_key" ON "customers" USING btree ("account_id","phone");--> statement-breakpoint
CREATE INDEX "customers_account_name_idx" ON "customers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cash_closes_account_created_idx" ON "cash_closes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_closes_cashier_to_idx" ON "cash_closes" USING btree ("cashier_id","period_to");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_account_number_key" ON "sales" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_created_by_created_idx" ON "sales" USING btree ("created_by","created_at");--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_free_quantity" CHECK ("sale_lines"."free_quantity" between 0 and "sale_lines"."quantity");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_change_not_negative" CHECK ("sales"."change" >= 0 and "sales"."received" >= 0);