CREATE TABLE "hold_idempotency_keys" (
	"basket_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"item_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_idempotency_keys_basket_id_key_pk" PRIMARY KEY("basket_id","key")
);
--> statement-breakpoint
ALTER TABLE "hold_idempotency_keys" ADD CONSTRAINT "hold_idempotency_keys_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;