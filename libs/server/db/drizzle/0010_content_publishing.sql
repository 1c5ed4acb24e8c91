ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_until" timestamp with time zone;