ALTER TABLE "referral_rewards" DROP CONSTRAINT "referral_rewards_referred_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_rewards" ALTER COLUMN "referred_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;