CREATE TABLE "cctv_cameras" (
	"account_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cctv_cameras_account_id_slot_pk" PRIMARY KEY("account_id","slot"),
	CONSTRAINT "cctv_cameras_slot" CHECK ("cctv_cameras"."slot" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "cctv_cameras" ADD CONSTRAINT "cctv_cameras_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;