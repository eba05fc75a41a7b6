ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token_issued_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_capture_key" ON "payments" USING btree ("provider","capture_id");