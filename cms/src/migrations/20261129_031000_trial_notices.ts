// Hand-written (no snapshot): the trial emails a member has been sent, one row per member, trial end
// and kind. The site's every process looks for due trial emails; the unique key is what makes each
// go out once, across processes and restarts: a process inserts the row (ON CONFLICT DO NOTHING) in
// the transaction that queues the email, and queues it only if the row was its own
// (docs/decisions/0103-plans-on-members.md, "Trial emails"). The row goes with its member.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "member_trial_notices" (
    "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
    "trial_ends_at" timestamp(3) with time zone NOT NULL,
    "kind" varchar(20) NOT NULL CHECK ("kind" IN ('ending', 'ended')),
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("member_id", "trial_ends_at", "kind")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "member_trial_notices";`)
}
