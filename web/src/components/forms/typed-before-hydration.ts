// Words typed into a filled-in <textarea> before the page hydrates survive hydration.
//
// React, hydrating a textarea the server filled, sets its value back to the server's text
// (react-dom's initTextarea; inputs, checkboxes and selects keep what the visitor did). On a slow
// phone the business editor, or the contact form after a failed post without script, can be edited
// for seconds before its script runs, and those edits would vanish. `keepTypedText` runs before
// hydration starts: it notes every textarea whose value differs from the server's text, waits until
// React owns each one, and gives the value back through an input event, so the form's own onChange
// (react-hook-form) records it as an edit.
//
// Plain DOM, no framework imports: the browser entry (web/src/client.tsx) calls it first.

const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))

/** The value setter of the element's prototype: React's change tracking sits on the element itself. */
const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!

export function keepTypedText(document: Document, { pollMs = 16, giveUpMs = 10_000 } = {}): void {
  const edited = [...document.querySelectorAll('textarea')].filter((node) => node.value !== node.defaultValue)
  for (const node of edited) {
    const typed = node.value
    let waited = 0
    const giveBack = () => {
      if (!node.isConnected || waited >= giveUpMs) return
      if (!reactOwned(node)) {
        waited += pollMs
        setTimeout(giveBack, pollMs)
        return
      }
      if (node.value === typed) return
      setValue.call(node, typed)
      node.dispatchEvent(new Event('input', { bubbles: true }))
    }
    giveBack()
  }
}
