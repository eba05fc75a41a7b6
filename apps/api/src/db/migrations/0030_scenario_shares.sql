CREATE TABLE "scenario_shares" (
	"scenario_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenario_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "scenario_shares" ADD CONSTRAINT "scenario_shares_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;