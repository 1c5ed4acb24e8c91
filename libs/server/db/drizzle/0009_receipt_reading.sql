ALTER TABLE "receipts" DROP CONSTRAINT "receipts_hold_reason";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "ocr_status" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "ocr_amount" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "ocr_purchased_on" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "ocr_company_number" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "ocr_error" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "ocr_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ocr_status" CHECK ("receipts"."ocr_status" in ('queued', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_hold_reason" CHECK ("receipts"."hold_reason" in ('duplicate-image', 'pdf', 'small-photo', 'over-limit', 'reading', 'unread', 'read-amount', 'read-date', 'read-shop'));