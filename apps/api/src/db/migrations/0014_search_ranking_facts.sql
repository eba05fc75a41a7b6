ALTER TABLE "scorecard_files" ADD COLUMN "reader_version" text;--> statement-breakpoint
ALTER TABLE "scorecard_institution_rows" ADD COLUMN "main" smallint;--> statement-breakpoint
ALTER TABLE "scorecard_institution_rows" ADD COLUMN "highdeg" smallint;--> statement-breakpoint
ALTER TABLE "scorecard_institution_rows" ADD COLUMN "ugds" double precision;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD COLUMN "is_main_campus" boolean;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD COLUMN "highest_degree" smallint;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD COLUMN "undergraduates" integer;