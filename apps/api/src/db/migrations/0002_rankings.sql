CREATE TABLE "acs_state_earnings" (
	"stabbr" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"median_hs_grad" double precision,
	"survey_year" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_details" (
	"year" smallint NOT NULL,
	"university_id" integer NOT NULL,
	"details" json NOT NULL,
	CONSTRAINT "college_details_year_university_id_pk" PRIMARY KEY("year","university_id")
);
--> statement-breakpoint
CREATE TABLE "cpi_annual" (
	"year" smallint PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_rankings" (
	"user_id" uuid NOT NULL,
	"university_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_rankings_user_id_university_id_type_pk" PRIMARY KEY("user_id","university_id","type")
);
--> statement-breakpoint
CREATE TABLE "national_majors" (
	"major_code" integer PRIMARY KEY NOT NULL,
	"major" text NOT NULL,
	"category" text NOT NULL,
	"total" double precision,
	"median" double precision
);
--> statement-breakpoint
CREATE TABLE "ranking_rows" (
	"year" smallint NOT NULL,
	"type" text NOT NULL,
	"university_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"control" text,
	"net_price" integer,
	"cost_of_attendance" integer,
	"median_earnings_10yr" integer,
	"completion_rate" double precision,
	"baseline_earnings" integer,
	"npv_10" integer,
	"npv_15" integer,
	"npv_20" integer,
	"npv_30" integer,
	"npv_40" integer,
	"break_even_years" smallint,
	"pep_years" double precision,
	"pep_years_low_income" double precision,
	"cew_npv_40" integer,
	"dollar_year" smallint NOT NULL,
	"earnings_year" smallint,
	"flags" text[] NOT NULL,
	"reasons" json NOT NULL,
	"bands" double precision[] NOT NULL,
	"band_reasons" json,
	CONSTRAINT "ranking_rows_year_type_university_id_pk" PRIMARY KEY("year","type","university_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"files" text[] NOT NULL,
	"earnings_cohort" text,
	"dollar_year" smallint NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_cohorts" (
	"variable" text NOT NULL,
	"file_key" text NOT NULL,
	"cohort" text NOT NULL,
	CONSTRAINT "scorecard_cohorts_variable_file_key_pk" PRIMARY KEY("variable","file_key")
);
--> statement-breakpoint
CREATE TABLE "scorecard_files" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" smallint,
	"size_bytes" bigint NOT NULL,
	"mtime_ms" double precision NOT NULL,
	"columns" text[] NOT NULL,
	"filled_columns" text[] NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_kept" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_institution_rows" (
	"source_file" text NOT NULL,
	"unitid" integer NOT NULL,
	"instnm" text,
	"city" text,
	"stabbr" text,
	"zip" text,
	"insturl" text,
	"npcurl" text,
	"control" smallint,
	"preddeg" smallint,
	"iclevel" smallint,
	"npt4_pub" double precision,
	"npt4_priv" double precision,
	"npt41_pub" double precision,
	"npt42_pub" double precision,
	"npt43_pub" double precision,
	"npt44_pub" double precision,
	"npt45_pub" double precision,
	"npt41_priv" double precision,
	"npt42_priv" double precision,
	"npt43_priv" double precision,
	"npt44_priv" double precision,
	"npt45_priv" double precision,
	"costt4_a" double precision,
	"costt4_p" double precision,
	"tuitionfee_in" double precision,
	"tuitionfee_out" double precision,
	"roomboard_on" double precision,
	"roomboard_off" double precision,
	"booksupply" double precision,
	"c150_4" double precision,
	"c150_4_pooled" double precision,
	"c150_l4" double precision,
	"md_earn_wne_p6" double precision,
	"md_earn_wne_p8" double precision,
	"md_earn_wne_p10" double precision,
	"md_earn_wne_1yr" double precision,
	"md_earn_wne_4yr" double precision,
	"grad_debt_mdn" double precision,
	"pctfloan" double precision,
	"pcip" json,
	CONSTRAINT "scorecard_institution_rows_source_file_unitid_pk" PRIMARY KEY("source_file","unitid")
);
--> statement-breakpoint
CREATE TABLE "scorecard_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_program_rows" (
	"source_file" text NOT NULL,
	"unitid" integer NOT NULL,
	"cipcode" text NOT NULL,
	"cipdesc" text,
	"credlev" smallint,
	"earn_mdn_1yr" double precision,
	"earn_mdn_hi_1yr" double precision,
	"earn_mdn_hi_2yr" double precision,
	"earn_mdn_4yr" double precision,
	"earn_mdn_5yr" double precision,
	"debt_all_stgp_eval_mdn" double precision,
	"ipedscount2" double precision
);
--> statement-breakpoint
ALTER TABLE "favorite_rankings" ADD CONSTRAINT "favorite_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_rows_default_idx" ON "ranking_rows" USING btree ("year","type","npv_20" DESC NULLS LAST,"name","university_id");--> statement-breakpoint
CREATE INDEX "ranking_rows_state_idx" ON "ranking_rows" USING btree ("year","type","state","npv_20" DESC NULLS LAST,"name","university_id");--> statement-breakpoint
CREATE INDEX "ranking_rows_name_idx" ON "ranking_rows" USING btree ("year","type","name","university_id");--> statement-breakpoint
CREATE INDEX "ranking_rows_net_price_idx" ON "ranking_rows" USING btree ("year","type","net_price","name","university_id");--> statement-breakpoint
CREATE INDEX "ranking_rows_university_idx" ON "ranking_rows" USING btree ("university_id","year");--> statement-breakpoint
CREATE INDEX "scorecard_program_rows_unit_idx" ON "scorecard_program_rows" USING btree ("unitid","source_file");