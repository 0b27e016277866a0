CREATE INDEX "brands_account_idx" ON "brands" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "users_active_created_idx" ON "users" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_etape_updated_idx" ON "opportunities" USING btree ("etape","updated_at");--> statement-breakpoint
CREATE INDEX "invoices_opportunity_idx" ON "invoices" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "invoices_platform_open_idx" ON "invoices" USING btree ("created_at","id","type_code") WHERE "invoices"."platform_status" <> 'paid';