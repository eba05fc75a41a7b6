CREATE TABLE "institute_invitations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institute_invitations" ADD CONSTRAINT "institute_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_invitations" ADD CONSTRAINT "institute_invitations_subscription_id_institute_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."institute_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institute_invitations_subscription_idx" ON "institute_invitations" USING btree ("subscription_id","invited_at");