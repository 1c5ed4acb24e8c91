ALTER TABLE "receipts" ADD COLUMN "image_phash" bigint;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_hold_reason" CHECK ("receipts"."hold_reason" in ('duplicate-image', 'pdf', 'small-photo', 'over-limit'));