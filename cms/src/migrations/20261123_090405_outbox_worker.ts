import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Data only (no schema change): bodies of emails already sent with single-use links are cleared,
// as the outbox now does at sending time (mail/policy.ts, decision 0034).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "email_outbox" SET "text" = '[Cleared after sending: this email carried a single-use link.]', "html" = NULL
   WHERE "status" = 'sent'
     AND ("kind" IN ('verify-email', 'reset-password')
          OR "text" ~* 'https?://\\S*[?&#](token|code|key|secret)='
          OR coalesce("html", '') ~* 'https?://\\S*[?&#](token|code|key|secret)=');`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Cleared bodies cannot be restored, and nothing needs them.
}
