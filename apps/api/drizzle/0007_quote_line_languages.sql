ALTER TABLE "quote_lines" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "stand_label";