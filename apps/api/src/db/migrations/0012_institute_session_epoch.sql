ALTER TABLE "institute_admins" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institute_sessions" ADD COLUMN "epoch" integer DEFAULT 0 NOT NULL;