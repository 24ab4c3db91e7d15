import { describe, expect, it } from 'vitest'

import { actionEmailHtml, htmlFromText } from './html'

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
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/dashboard\/collaborations#proposal-4" style="[^"]*overflow-wrap:anywhere[^"]*">http:\/\/localhost:3000\/dashboard\/collaborations#proposal-4<\/a>\.<\/p>/)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<html lang="en-AU">')
  })

  it('sets a quoted message off from the reply', () => {
    const html = htmlFromText('Re: your message', 'Hi Rita,\n\nYes!\n\n— The team\n\nYour message:\n> Can we stock\n> your rugs?')
    expect(html).toContain('<p style="margin:0 0 16px">Your message:</p>\n<blockquote')
    expect(html).toContain('>Can we stock<br>\nyour rugs?</blockquote>')
  })

  it('an action email wraps its written-out link so a phone does not scroll sideways', () => {
    const html = actionEmailHtml({ subject: 'Reset', heading: 'Reset', paragraphs: ['Hi'], action: 'Go', href: 'http://localhost:3000/reset-password?token=abc&x=1', linkHint: 'Or paste:', footer: 'Bye' })
    expect(html).toContain('href="http://localhost:3000/reset-password?token=abc&#38;x=1"')
    expect(html).toMatch(/Or paste: <a [^>]*overflow-wrap:anywhere/)
  })
})
