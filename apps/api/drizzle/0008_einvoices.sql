CREATE TABLE "einvoice_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" text NOT NULL,
	"report_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_number_unique";--> statement-breakpoint
DROP INDEX "invoices_year_sequence_idx";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "seller" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "series" text DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_pkey";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_series_year_pk" PRIMARY KEY("seller","series","year");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "type_code" text DEFAULT '386' NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "type_code" = '380' WHERE "kind" = 'solde';--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "xml" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "platform_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "platform_message" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "platform_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "einvoice_outbox" ADD CONSTRAINT "einvoice_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_outbox" ADD CONSTRAINT "einvoice_outbox_report_id_payment_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."payment_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoice_outbox_due_idx" ON "einvoice_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_number_idx" ON "invoices" USING btree ("seller","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_series_year_sequence_idx" ON "invoices" USING btree ("seller","series","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");