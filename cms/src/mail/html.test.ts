import { describe, expect, it } from 'vitest'

import { brandColour } from '../brand-mark'
import { actionEmailHtml, buttonColours, htmlFromText } from './html'

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('the HTML part of a text email', () => {
  it('says the same words: paragraphs, line breaks, clickable links, escaped names', () => {
    const html = htmlFromText(
      'A&B <i>Co</i> proposes a collaboration',
      'Hi Zoë & <b>Bob</b>,\n\nA&B <i>Co</i> proposes a collaboration.\nChannel: Newsletter\n\nAccept or decline it here: http://localhost:3000/dashboard/collaborations#proposal-4.',
    )
    expect(html).toContain('<title>A&#38;B &#60;i&#62;Co&#60;/i&#62; proposes a collaboration</title>')
    expect(html).toContain('<p style="margin:0 0 16px">Hi Zoë &#38; &#60;b&#62;Bob&#60;/b&#62;,</p>')
    expect(html).toContain('proposes a collaboration.<br>\nChannel: Newsletter</p>')
    // The full stop after a link ends the sentence, not the address.
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/dashboard\/collaborations#proposal-4" style="[^"]*overflow-wrap:anywhere[^"]*">http:\/\/localhost:3000\/dashboard\/collaborations#proposal-4<\/a>\.<\/p>/,
    )
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<html lang="en-AU">')
  })

  it('sets a quoted message off from the reply', () => {
    const html = htmlFromText('Re: your message', 'Hi Rita,\n\nYes!\n\n— The team\n\nYour message:\n> Can we stock\n> your rugs?')
    expect(html).toContain('<p style="margin:0 0 16px">Your message:</p>\n<blockquote')
    expect(html).toContain('>Can we stock<br>\nyour rugs?</blockquote>')
  })

  it("breaks addresses in quoted words: a member's link is never one, nor looks like the email's own", () => {
    const html = htmlFromText('A proposal', 'Open it here: https://kindred.example/dashboard\n\n> Accept here: https://kindred-login.example/dashboard')
    expect(html).toContain('<a href="https://kindred.example/dashboard"')
    expect(html).not.toContain('href="https://kindred-login.example')
    expect(html).toContain('Accept here: https[:]//kindred-login[.]example/dashboard</blockquote>')
  })

  it('an action email wraps its written-out link so a phone does not scroll sideways', () => {
    const html = actionEmailHtml({
      subject: 'Reset',
      heading: 'Reset',
      paragraphs: ['Hi'],
      action: 'Go',
      href: 'http://localhost:3000/reset-password?token=abc&x=1',
      linkHint: 'Or paste:',
      footer: 'Bye',
    })
    expect(html).toContain('href="http://localhost:3000/reset-password?token=abc&#38;x=1"')
    expect(html).toMatch(/Or paste: <a [^>]*overflow-wrap:anywhere/)
  })

  it("an action email's button and links wear the brand colour, its text readable on it (WCAG AA)", () => {
    const html = actionEmailHtml({
      subject: 'Verify',
      heading: 'Verify',
      paragraphs: ['Hi'],
      action: 'Verify my email',
      href: 'http://localhost:3000/verify-email?token=abc',
      linkHint: 'Or paste:',
      footer: 'Bye',
    })
    expect(buttonColours.background).toBe(brandColour)
    expect(html).toMatch(new RegExp(`<a [^>]*style="display:inline-block;background:${brandColour};color:${buttonColours.text};[^"]*">Verify my email</a>`))
    expect(html).toMatch(new RegExp(`Or paste: <a [^>]*style="color:${brandColour};`))
    expect(html).not.toContain('#1d4ed8')
    // White on the brand colour, and the brand colour on the white page: 7.47:1, AA asks 4.5:1.
    expect(contrast(buttonColours.background, buttonColours.text)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(brandColour, '#ffffff').toFixed(2)).toBe('7.47')
  })
})
