CREATE TABLE "badge_admissions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_admissions" ADD CONSTRAINT "badge_admissions_member_id_campaign_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."campaign_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_admissions" ADD CONSTRAINT "badge_admissions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_admissions_member_idx" ON "badge_admissions" USING btree ("member_id","admitted_at");