CREATE TABLE "customer_badges" (
	"customer_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_badges_customer_id_badge_id_pk" PRIMARY KEY("customer_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "customer_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_balances_non_negative" CHECK ("customer_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"code" text NOT NULL,
	"points_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_rules" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"rate_per_1000_czk" integer DEFAULT 100 NOT NULL,
	"min_amount" integer DEFAULT 10000 NOT NULL,
	"max_age_days" integer DEFAULT 30 NOT NULL,
	"max_receipts_per_shop_per_day" integer DEFAULT 2 NOT NULL,
	"auto_approve_limit" integer DEFAULT 0 NOT NULL,
	"eligible_company_ids" integer[],
	"points_expiry_months" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_reason" CHECK ("points_entries"."reason" in ('receipt', 'reward', 'bonus', 'expiry', 'adjustment', 'reversal')),
	CONSTRAINT "points_entries_delta_non_zero" CHECK ("points_entries"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"purchased_on" date NOT NULL,
	"receipt_number" text NOT NULL,
	"receipt_number_key" text NOT NULL,
	"image_path" text NOT NULL,
	"image_type" text NOT NULL,
	"image_size" integer NOT NULL,
	"image_sha256" text NOT NULL,
	"duplicate_image_of" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"points" integer,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_status" CHECK ("receipts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_terms" (
	"reward_id" integer PRIMARY KEY NOT NULL,
	"limit_period" text DEFAULT 'month' NOT NULL,
	"redeem_days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_badges" ADD CONSTRAINT "customer_badges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_badges" ADD CONSTRAINT "customer_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_badges" ADD CONSTRAINT "customer_badges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_balances" ADD CONSTRAINT "customer_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_balances" ADD CONSTRAINT "customer_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rewards" ADD CONSTRAINT "customer_rewards_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rules" ADD CONSTRAINT "loyalty_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_terms" ADD CONSTRAINT "reward_terms_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_rewards_code_idx" ON "customer_rewards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customer_rewards_customer_idx" ON "customer_rewards" USING btree ("customer_id","reward_id","created_at");--> statement-breakpoint
CREATE INDEX "points_entries_customer_idx" ON "points_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once_idx" ON "points_entries" USING btree ("tenant_id","reason","reference") WHERE reason in ('receipt', 'reward', 'reversal');--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_once_idx" ON "receipts" USING btree ("tenant_id","company_id","receipt_number_key","purchased_on");--> statement-breakpoint
CREATE INDEX "receipts_customer_idx" ON "receipts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_tenant_status_idx" ON "receipts" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "receipts_image_idx" ON "receipts" USING btree ("tenant_id","image_sha256");