/** The list cell that shows a checkbox as "Yes" / "No" (components/cells/YesNoCell.tsx). */
export const yesNoCell = '/components/cells/YesNoCell#YesNoCell'
