CREATE TABLE "scenario_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'earned' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institute_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "institute_admins" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institute_subscriptions" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "institute_subscriptions" SET "slug" = coalesce(nullif(trim(both '-' from lower(regexp_replace("name", '[^A-Za-z0-9]+', '-', 'g'))), ''), 'institute') || '-' || substr(replace("id"::text, '-', ''), 1, 8);--> statement-breakpoint
ALTER TABLE "institute_subscriptions" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
UPDATE "institute_admins" SET "name" = s."name" FROM "institute_subscriptions" s WHERE s."id" = "institute_admins"."subscription_id" AND "institute_admins"."name" = '';--> statement-breakpoint
ALTER TABLE "scenario_comments" ADD CONSTRAINT "scenario_comments_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_comments" ADD CONSTRAINT "scenario_comments_author_id_institute_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."institute_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_sessions" ADD CONSTRAINT "institute_sessions_admin_id_institute_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."institute_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scenario_comments_scenario_idx" ON "scenario_comments" USING btree ("scenario_id","created_at");--> statement-breakpoint
CREATE INDEX "institute_sessions_admin_idx" ON "institute_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referred_kind_key" ON "referral_rewards" USING btree ("referred_user_id","kind");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institute_id_institute_subscriptions_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_institute_idx" ON "users" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "institute_subscriptions_slug_key" ON "institute_subscriptions" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "institute_status";