ALTER TABLE "scenario_comments" ADD COLUMN "author_user_id" uuid;--> statement-breakpoint
ALTER TABLE "scenario_comments" ADD COLUMN "institute_id" uuid;--> statement-breakpoint
ALTER TABLE "scenario_comments" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scenario_comments" ADD CONSTRAINT "scenario_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_comments" ADD CONSTRAINT "scenario_comments_institute_id_institute_subscriptions_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "scenario_comments" SET "read_at" = "created_at";
