ALTER TABLE "one_time_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institute_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;