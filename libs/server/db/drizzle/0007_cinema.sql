CREATE TABLE "films" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"age_rating" text NOT NULL,
	"length_minutes" integer NOT NULL,
	"genre" text NOT NULL,
	"language" text NOT NULL,
	"subtitles" text,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showtimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"film_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"hall" text NOT NULL,
	"ticket_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showtimes" ADD CONSTRAINT "showtimes_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "films_tenant_idx" ON "films" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "showtimes_tenant_starts_idx" ON "showtimes" USING btree ("tenant_id","starts_at");