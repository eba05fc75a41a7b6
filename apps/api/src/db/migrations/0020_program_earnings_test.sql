ALTER TABLE "college_programs" ADD COLUMN "earnings_test" text;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "earnings_test_benchmark" integer;