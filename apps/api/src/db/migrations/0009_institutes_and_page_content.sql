CREATE TABLE "page_contents" (
	"page" text PRIMARY KEY NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_path" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_contents_page_known" CHECK ("page_contents"."page" in ('home', 'rankings', 'resources', 'about'))
);
--> statement-breakpoint
CREATE TABLE "institute_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"password_hash" text,
	"invite_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_path" text,
	"seats" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institute_subscriptions_seats_positive" CHECK ("institute_subscriptions"."seats" > 0),
	CONSTRAINT "institute_subscriptions_dates_ordered" CHECK ("institute_subscriptions"."end_date" >= "institute_subscriptions"."start_date")
);
--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_admins" ADD CONSTRAINT "institute_admins_subscription_id_institute_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."institute_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_subscriptions" ADD CONSTRAINT "institute_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institute_admins_email_key" ON "institute_admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "institute_admins_one_owner" ON "institute_admins" USING btree ("subscription_id") WHERE "institute_admins"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "institute_subscriptions_created_idx" ON "institute_subscriptions" USING btree ("created_at");