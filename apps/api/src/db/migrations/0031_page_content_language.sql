ALTER TABLE "page_contents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_contents" DROP CONSTRAINT "page_contents_pkey";--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_page_language_pk" PRIMARY KEY("page","language");--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_language_known" CHECK ("page_contents"."language" in ('en', 'es'));
