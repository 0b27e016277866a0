DROP INDEX "invoices_account_idx";--> statement-breakpoint
CREATE INDEX "invoices_account_issued_idx" ON "invoices" USING btree ("account_id","issue_date","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_refunds_due_idx" ON "transactions" USING btree ("late_approval_at","id") WHERE "transactions"."refund_reason" is not null and "transactions"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "transfers_pending_created_idx" ON "transfers" USING btree ("created_at","id") WHERE "transfers"."status" = 'pending';