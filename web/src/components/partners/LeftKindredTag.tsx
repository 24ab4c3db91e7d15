// The tag beside a business that has left Kindred (decision 0088), in the collaborations list and
// My Network alike: one look, never broken over two lines.
export function LeftKindredTag({ label, testId }: { label: string; testId: string }) {
  return (
    <span className="ml-1 inline-block rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-medium whitespace-nowrap text-slate-800" data-testid={testId}>
      {label}
    </span>
  )
}
