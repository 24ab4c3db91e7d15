import { describe, expect, it } from 'vitest'

import { isMultiLine, isReadableLine, isReadableText, isSingleLine, multiLine, singleLine } from './text-fields'

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

  it('text people read refuses the invisible controls that turn it around, and keeps the marks right-to-left writers type', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(isReadableLine(`a${c}b`), JSON.stringify(c)).toBe(false)
      expect(isReadableText(`a${c}b`), JSON.stringify(c)).toBe(false)
      // A password or token keeps the rule it was set under.
      expect(isSingleLine(`a${c}b`), JSON.stringify(c)).toBe(true)
    }
    expect(singleLine('Business name', 100).safeParse('\u202eslarolF ecilA').error?.issues[0]?.message).toBe('Business name contains characters that are not allowed')
    for (const ok of ['مقهى\u200f الحي', 'שלום\u200e Café', 'قهوة\u061c 3']) {
      expect(isReadableLine(ok), ok).toBe(true)
      expect(isReadableText(`${ok}\n${ok}`), ok).toBe(true)
    }
  })

  it('keeps text composed (NFC), and reads text with nothing visible in it as empty', () => {
    expect(singleLine('Name', 20).parse('Cafe\u0301 Zoe\u0308')).toBe('Café Zoë')
    expect(singleLine('Name', 20).parse('Café Zoë')).toBe('Café Zoë')
    for (const invisible of [' \u200b\u200b ', '\u2060', '\u00ad\u200d', '\ufeff', '\u3164']) {
      expect(singleLine('Name', 20).parse(invisible), JSON.stringify(invisible)).toBe('')
      expect(singleLine('Name', 20).min(1, 'Name is required').safeParse(invisible).error?.issues[0]?.message).toBe('Name is required')
      expect(multiLine('Message', 20).parse(`${invisible}\n\t`), JSON.stringify(invisible)).toBe('')
    }
    // A zero-width joiner inside an emoji or a word is kept.
    expect(singleLine('Name', 20).parse('👩\u200d🍳 Chef')).toBe('👩\u200d🍳 Chef')
  })

  it('names the field in the error', () => {
    expect(singleLine('Company', 10).safeParse('Acme\u0000').error?.issues[0]?.message).toBe('Company contains characters that are not allowed')
    expect(multiLine('Message', 5).safeParse('123456').error?.issues[0]?.message).toBe('Message must be at most 5 characters')
    expect(singleLine('Company', 10).safeParse('  Acme  ').data).toBe('Acme')
  })
})
