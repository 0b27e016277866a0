DROP INDEX "users_active_created_idx";--> statement-breakpoint
DROP INDEX "opportunities_etape_updated_idx";--> statement-breakpoint
CREATE INDEX "users_active_created_idx" ON "users" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_etape_updated_idx" ON "opportunities" USING btree ("etape","updated_at","id");