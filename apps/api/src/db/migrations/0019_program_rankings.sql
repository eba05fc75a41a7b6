ALTER TABLE "college_programs" ADD COLUMN "cip_family" text;--> statement-breakpoint
UPDATE "college_programs" SET "cip_family" = left("cip", 2);--> statement-breakpoint
ALTER TABLE "college_programs" ALTER COLUMN "cip_family" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "year" smallint;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "npv_10" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "npv_15" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "npv_20" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "npv_30" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "npv_40" integer;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "break_even_years" double precision;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "monthly_payment" double precision;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "debt_to_earnings" double precision;--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "figure_reasons" json;--> statement-breakpoint
CREATE INDEX "college_programs_family_idx" ON "college_programs" USING btree ("credential_level","cip_family","npv_20" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "college_programs_cip_idx" ON "college_programs" USING btree ("credential_level","cip","npv_20" DESC NULLS LAST);