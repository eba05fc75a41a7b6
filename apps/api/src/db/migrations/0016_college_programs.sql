CREATE TABLE "college_programs" (
	"university_id" integer NOT NULL,
	"position" integer NOT NULL,
	"cip" text NOT NULL,
	"title" text,
	"credential_level" smallint,
	"earnings_1yr" integer,
	"earnings_4yr" integer,
	"median_debt" integer,
	CONSTRAINT "college_programs_university_id_position_pk" PRIMARY KEY("university_id","position")
);
