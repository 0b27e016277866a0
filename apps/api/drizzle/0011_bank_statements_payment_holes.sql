CREATE TABLE "bank_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_reference" text NOT NULL,
	"statement_id" text,
	"booking_date" date NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"debtor_name" text,
	"debtor_iban" text,
	"remittance" text NOT NULL,
	"end_to_end_id" text,
	"status" text NOT NULL,
	"reason" text,
	"transfer_id" text,
	"payment_id" text,
	"expected_amount" integer,
	"note" text,
	"imported_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_entries_bank_reference_unique" UNIQUE("bank_reference")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_session" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "late_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_entries_status_idx" ON "bank_entries" USING btree ("status");--> statement-breakpoint
-- Before the index of one pending transfer per installment: an installment that two requests at
-- once left with two pending transfers keeps its oldest; the others are canceled.
UPDATE "transfers" SET "status" = 'canceled', "completed_at" = now() WHERE "status" = 'pending' AND "id" NOT IN (SELECT DISTINCT ON ("payment_id") "id" FROM "transfers" WHERE "status" = 'pending' ORDER BY "payment_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_one_pending_idx" ON "transfers" USING btree ("payment_id") WHERE "transfers"."status" = 'pending';