-- Each comment of a school's admin records the school it was written in, so a comment stays
-- with that school after its author is removed; earlier comments take their author's school.
UPDATE "scenario_comments" AS c SET "institute_id" = a."subscription_id"
FROM "institute_admins" AS a
WHERE a."id" = c."author_id" AND c."institute_id" IS NULL;
