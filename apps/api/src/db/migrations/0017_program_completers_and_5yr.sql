ALTER TABLE "scorecard_program_rows" ADD COLUMN "ipedscount1" double precision;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "completers" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "earnings_5yr" integer;