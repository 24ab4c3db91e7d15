import { describe, expect, it } from 'vitest'

import { isMultiLine, isSingleLine, multiLine, singleLine } from './text-fields'

const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f']

describe('text fields', () => {
  it('one-line fields refuse every control character, tab, line breaks and the Unicode separators', () => {
    for (const c of [...controls, '\t', '\n', '\r', '\u2028', '\u2029']) expect(isSingleLine(`a${c}b`), JSON.stringify(c)).toBe(false)
    expect(isSingleLine('Zoë O’Brien-Smith, 3rd floor (rear) – café ☕ 日本')).toBe(true)
  })

  it('free text keeps tab and line breaks but refuses the other control characters', () => {
    expect(isMultiLine('Hello,\r\n\tworld\n\u2028')).toBe(true)
    for (const c of controls) expect(isMultiLine(`a${c}b`), JSON.stringify(c)).toBe(false)
  })

  it('refuses half a surrogate pair on its own, which would be stored as U+FFFD, and keeps whole pairs (emoji)', () => {
    for (const lone of ['\ud800', '\udbff', '\udc00', '\udfff', 'x\ud83d', '\ude00x']) {
      expect(isSingleLine(lone), JSON.stringify(lone)).toBe(false)
      expect(isMultiLine(lone), JSON.stringify(lone)).toBe(false)
    }
    expect(isSingleLine('Café 😀 𝒜')).toBe(true)
    expect(isMultiLine('Thanks 👍🏽\nSee you')).toBe(true)
  })

  it('names the field in the error', () => {
    expect(singleLine('Company', 10).safeParse('Acme\u0000').error?.issues[0]?.message).toBe('Company contains characters that are not allowed')
    expect(multiLine('Message', 5).safeParse('123456').error?.issues[0]?.message).toBe('Message must be at most 5 characters')
    expect(singleLine('Company', 10).safeParse('  Acme  ').data).toBe('Acme')
  })
})
