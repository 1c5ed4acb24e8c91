CREATE TABLE "staff_points_days" (
	"tenant_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"moved" integer NOT NULL,
	CONSTRAINT "staff_points_days_tenant_id_staff_id_day_pk" PRIMARY KEY("tenant_id","staff_id","day")
);
--> statement-breakpoint
CREATE TABLE "staff_policies" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"desk_points_per_day" integer DEFAULT 2000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "used_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "used_by" text;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD COLUMN "redeem_key" text;--> statement-breakpoint
ALTER TABLE "staff_points_days" ADD CONSTRAINT "staff_points_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_points_days" ADD CONSTRAINT "staff_points_days_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_policies" ADD CONSTRAINT "staff_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_rewards_redeem_key_idx" ON "customer_rewards" USING btree ("tenant_id","redeem_key");