// Citations in the repository name things a contributor can open here: a route, a decision record in
// docs/decisions, the README or a file. The product's spec and contract documents live outside the
// repository, so a section number of theirs leads nowhere; this test finds any that creep back in.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const outsideCitation = /\b(?:CONTRACT|SPEC) §/

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return listed.split('\0').filter((file) => file !== '' && !file.startsWith('.tools/') && !file.includes('node_modules/'))
}

function outsideCitations(): string[] {
  const found: string[] = []
  for (const file of trackedTextFiles()) {
    let text: string
    try {
      text = readFileSync(path.join(root, file), 'utf8')
    } catch (error) {
      // A tracked file deleted in the working tree has nothing left to cite.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    if (text.includes('\0') || !outsideCitation.test(text)) continue
    text.split('\n').forEach((line, index) => {
      if (outsideCitation.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`)
    })
  }
  return found
}

describe('citations', () => {
  it('name routes, decision records or files in the repository, never sections of outside documents', () => {
    expect(outsideCitations()).toEqual([])
  })
})
