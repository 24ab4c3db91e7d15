// Words typed into a filled-in <textarea> before the page hydrates survive hydration.
//
// React, hydrating a textarea the server filled, sets its value back to the server's text
// (react-dom's initTextarea; inputs, checkboxes and selects keep what the visitor did). On a slow
// phone the business editor, or the contact form after a failed post without script, can be edited
// for seconds before its script runs, and those edits would vanish.
//
// `noteTypedText` runs in the browser entry before hydration starts: it notes each textarea whose
// value differs from the server's text, and keeps noting what is typed until the entry says the
// page has hydrated. The form that owns a textarea gives the value back from an effect
// (`useTextTypedBeforeHydration`): effects run once React has committed the hydrated field, so
// nothing resets it afterwards, and the form's own setter records it as an edit.
//
// Inputs and selects keep what the visitor did, but the form's state (react-hook-form) starts from
// its default values, and its validation code loads on the form's first focus, which came before any
// handler could hear it. `useFieldsTypedBeforeHydration` reads the filled-in fields into the state
// and checks them (which loads that code), so a button disabled while the form is invalid does not
// stay disabled with every field filled in.
import { useEffect, type RefObject } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

const typed = new WeakMap<HTMLTextAreaElement, string>()

/** Starts noting; the entry calls the answer once everything that holds a textarea has hydrated. */
export function noteTypedText(document: Document): () => void {
  for (const node of document.querySelectorAll('textarea')) if (node.value !== node.defaultValue) typed.set(node, node.value)
  const note = (event: Event) => {
    if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value)
  }
  document.addEventListener('input', note, true)
  return () => document.removeEventListener('input', note, true)
}

/** Once, after hydration: gives the textarea `id` back what was typed into it before (see above). */
export function useTextTypedBeforeHydration(id: string, keep: (value: string) => void): void {
  useEffect(() => {
    const node = document.getElementById(id)
    if (!(node instanceof HTMLTextAreaElement)) return
    const value = typed.get(node)
    typed.delete(node)
    if (value !== undefined && value !== node.value) keep(value)
    // Only the first commit matters: later renders never reset an uncontrolled textarea.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** A text input or a select whose value the visitor changed from the server's (textareas have their own hook above). */
function changedBeforeHydration(field: unknown): field is HTMLInputElement | HTMLSelectElement {
  if (field instanceof HTMLSelectElement) return field.value !== ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value
  return field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue
}

/**
 * Once, after hydration: the inputs and selects of `formRef` changed before it go into `form`'s state
 * and are checked; when nothing was changed but a field has focus, `preload` starts the validation
 * code's load.
 */
export function useFieldsTypedBeforeHydration<T extends FieldValues>(form: UseFormReturn<T>, formRef: RefObject<HTMLFormElement | null>, preload: () => void): void {
  useEffect(() => {
    const element = formRef.current
    if (!element) return
    const values = form.getValues()
    const typed: Path<T>[] = []
    for (const name of Object.keys(values) as Path<T>[]) {
      const field = element.elements.namedItem(name)
      if (!changedBeforeHydration(field)) continue
      typed.push(name)
      if (field.value !== String(values[name] ?? '')) form.setValue(name, field.value as PathValue<T, Path<T>>, { shouldDirty: true, shouldTouch: true })
    }
    // Setting values does not check them: the form's validity (a button disabled while it is
    // invalid) stays what it was for the empty fields until something is typed again. Checking the
    // typed fields loads the validation code, says what is wrong with them, and with a schema
    // resolver works out the validity of the whole form.
    if (typed.length) void form.trigger(typed)
    else if (element.contains(document.activeElement)) preload()
  }, [form, formRef, preload])
}
