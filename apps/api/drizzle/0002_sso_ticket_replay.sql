CREATE TABLE "used_sso_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_sso_tickets_expires_idx" ON "used_sso_tickets" USING btree ("expires_at");