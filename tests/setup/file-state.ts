// What each integration file has to itself, set before the file or anything it imports reads the
// environment (the first of the setup files): a copy of the run's migrated template database, and
// folders for its mail and media inside the run's. Files can therefore run side by side; a file
// sees only the rows, messages and uploads its own tests made (and what the template holds), and a
// test looks for its email among its file's, not among the thousands a run sends. The servers and
// child processes a file starts inherit all three.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import path from 'node:path'

import { cloneDatabase } from '../../scripts/lib/postgres'

const template = process.env.TEST_TEMPLATE_DATABASE_URL!
const name = `${decodeURIComponent(new URL(template).pathname.slice(1))}_f${randomBytes(4).toString('hex')}`
process.env.DATABASE_URL = await cloneDatabase(template, name)
process.env.MAIL_DIR = mkdtempSync(path.join(process.env.MAIL_DIR!, 'file-'))
process.env.MEDIA_DIR = mkdtempSync(path.join(process.env.MEDIA_DIR!, 'file-'))
