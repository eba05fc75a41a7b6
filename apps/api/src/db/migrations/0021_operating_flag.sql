ALTER TABLE "scorecard_institution_rows" ADD COLUMN "curroper" smallint;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD COLUMN "is_operating" boolean;--> statement-breakpoint
ALTER TABLE "ranking_rows" ADD COLUMN "operating_year" smallint;