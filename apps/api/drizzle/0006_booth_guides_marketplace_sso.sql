CREATE TABLE "event_guides" (
	"campaign_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_guides_campaign_id_kind_language_pk" PRIMARY KEY("campaign_id","kind","language")
);
--> statement-breakpoint
CREATE TABLE "marketplace_arrivals" (
	"assertion_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"expires_at" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "used_sso_tickets" CASCADE;--> statement-breakpoint
ALTER TABLE "event_guides" ADD CONSTRAINT "event_guides_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_arrivals_expires_idx" ON "marketplace_arrivals" USING btree ("expires_at");