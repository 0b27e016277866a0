CREATE TABLE "badge_admissions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"admitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invitation_registrations_campaign_email_idx";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "discount_rate" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "quantity" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "badge_admissions" ADD CONSTRAINT "badge_admissions_member_id_campaign_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."campaign_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_admissions" ADD CONSTRAINT "badge_admissions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_requests" ADD CONSTRAINT "invitation_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_requests" ADD CONSTRAINT "invitation_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_admissions_member_idx" ON "badge_admissions" USING btree ("member_id","admitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_requests_campaign_account_email_idx" ON "invitation_requests" USING btree ("campaign_id","account_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_requests_token_idx" ON "invitation_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitation_requests_account_idx" ON "invitation_requests" USING btree ("account_id","campaign_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_registrations_campaign_account_email_idx" ON "invitation_registrations" USING btree ("campaign_id","account_id","email");