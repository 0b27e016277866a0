ALTER TABLE "offers" ALTER COLUMN "discount_rate" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "quantity" SET DATA TYPE double precision;