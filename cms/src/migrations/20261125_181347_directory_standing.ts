import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const texts: Record<string, string> = {
  pending_sent: 'You proposed a collaboration on {date}. {name} has not answered yet.',
  pending_received: '{name} proposed a collaboration to you on {date}.',
  view_proposal: 'View your proposal',
  answer_proposal: 'Answer their proposal',
  collaborating: 'You and {name} agreed to collaborate on {date}.',
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "profile_page_pending_sent" varchar;
  ALTER TABLE "directory" ADD COLUMN "profile_page_pending_received" varchar;
  ALTER TABLE "directory" ADD COLUMN "profile_page_view_proposal" varchar;
  ALTER TABLE "directory" ADD COLUMN "profile_page_answer_proposal" varchar;
  ALTER TABLE "directory" ADD COLUMN "profile_page_collaborating" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_pending_sent" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_pending_received" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_view_proposal" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_answer_proposal" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_collaborating" varchar;`)
  // A database seeded before these fields existed gets the words the seed now writes, so the profile
  // page never lacks them; the texts are this migration's own copy, not read from the seed.
  for (const [field, text] of Object.entries(texts)) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(`profile_page_${field}`)} = ${text} WHERE ${sql.identifier(`profile_page_${field}`)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_profile_page_${field}`)} = ${text} WHERE ${sql.identifier(`version_profile_page_${field}`)} IS NULL`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "profile_page_pending_sent";
  ALTER TABLE "directory" DROP COLUMN "profile_page_pending_received";
  ALTER TABLE "directory" DROP COLUMN "profile_page_view_proposal";
  ALTER TABLE "directory" DROP COLUMN "profile_page_answer_proposal";
  ALTER TABLE "directory" DROP COLUMN "profile_page_collaborating";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_pending_sent";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_pending_received";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_view_proposal";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_answer_proposal";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_collaborating";`)
}
