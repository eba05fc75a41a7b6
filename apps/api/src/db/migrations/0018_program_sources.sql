ALTER TABLE "scorecard_program_rows" ADD COLUMN "suppressed" text[];--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "sources" json;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "missing" json;