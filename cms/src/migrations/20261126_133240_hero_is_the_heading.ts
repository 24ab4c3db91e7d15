import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The heading, intro and button of three pages move from the Directory global to the hero of each
// page's own Pages document, which the site showed nowhere. What the site showed is copied into the
// hero first (the published document and its latest version), so every page reads as before, staff
// edits included.
const moved: [path: string, heading: string, intro: string, cta: string | null][] = [
  ['/partners', 'directory_page_heading', 'directory_page_intro', null],
  ['/dashboard/business', 'business_editor_heading', 'business_editor_intro', null],
  ['/dashboard/collaborations', 'collaborations_page_heading', 'collaborations_page_intro', 'collaborations_page_find_partners'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [path, heading, intro, cta] of moved) {
    const label = cta ? sql.identifier(cta) : sql`null`
    const words = sql`select nullif(d.${sql.identifier(heading)}, '') as heading, nullif(d.${sql.identifier(intro)}, '') as intro, nullif(${label}, '') as label from "directory" d limit 1`
    await db.execute(sql`
      update "pages_blocks_hero" h
         set heading = coalesce(w.heading, h.heading), intro = coalesce(w.intro, h.intro), primary_cta_label = coalesce(w.label, h.primary_cta_label)
        from (${words}) w, "pages" p
       where h._parent_id = p.id and p.path = ${path} and h._path = 'layout'
         and h._order = (select min(_order) from "pages_blocks_hero" first where first._parent_id = p.id and first._path = 'layout')`)
    await db.execute(sql`
      update "_pages_v_blocks_hero" h
         set heading = coalesce(w.heading, h.heading), intro = coalesce(w.intro, h.intro), primary_cta_label = coalesce(w.label, h.primary_cta_label)
        from (${words}) w, "_pages_v" v, "pages" p
       where h._parent_id = v.id and v.parent_id = p.id and v.latest and p.path = ${path} and h._path = 'version.layout'
         and h._order = (select min(_order) from "_pages_v_blocks_hero" first where first._parent_id = v.id and first._path = 'version.layout')`)
  }
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "directory_page_heading";
  ALTER TABLE "directory" DROP COLUMN "directory_page_intro";
  ALTER TABLE "directory" DROP COLUMN "business_editor_heading";
  ALTER TABLE "directory" DROP COLUMN "business_editor_intro";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_heading";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_intro";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_find_partners";
  ALTER TABLE "_directory_v" DROP COLUMN "version_directory_page_heading";
  ALTER TABLE "_directory_v" DROP COLUMN "version_directory_page_intro";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_heading";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_intro";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_heading";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_intro";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_find_partners";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "directory_page_heading" varchar;
  ALTER TABLE "directory" ADD COLUMN "directory_page_intro" varchar;
  ALTER TABLE "directory" ADD COLUMN "business_editor_heading" varchar;
  ALTER TABLE "directory" ADD COLUMN "business_editor_intro" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_heading" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_intro" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_find_partners" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_directory_page_heading" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_directory_page_intro" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_heading" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_intro" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_heading" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_intro" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_find_partners" varchar;`)
}
