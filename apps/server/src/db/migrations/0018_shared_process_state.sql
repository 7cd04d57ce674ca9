-- Several server processes on one database (docs/scaling.md): per-IP rate-limit counters shared by all of
-- them (UNLOGGED, added by hand: counters need no crash safety or WAL, and are not replicated), and a
-- claim on an order's confirmation mail so the payment's kick and another process's sweep never both send.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mail_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_window_end_idx" ON "rate_limits" USING btree ("window_end");