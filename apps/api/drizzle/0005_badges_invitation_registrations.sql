CREATE TABLE "invitation_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_registrations" ADD CONSTRAINT "invitation_registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_registrations" ADD CONSTRAINT "invitation_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_registrations" ADD CONSTRAINT "invitation_registrations_member_id_campaign_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."campaign_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_registrations_campaign_email_idx" ON "invitation_registrations" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "invitation_registrations_account_idx" ON "invitation_registrations" USING btree ("account_id","campaign_id");
