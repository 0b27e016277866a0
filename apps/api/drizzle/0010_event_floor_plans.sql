CREATE TABLE "event_floor_plans" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"url" text,
	"filename" text,
	"content_type" text,
	"content" "bytea",
	"size" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_floor_plans" ADD CONSTRAINT "event_floor_plans_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;