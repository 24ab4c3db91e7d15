// Whether this process is shutting down. Set by the lifecycle plugin on SIGTERM, read by /readyz;
// kept on a global because the plugin and the server entry are separate bundles' modules.
const draining = Symbol.for('kindred.site.draining')
type WithDrain = typeof globalThis & { [draining]?: boolean }

/** Marks this process as shutting down: /readyz answers 503 from now on. */
export function startDraining(): void {
  ;(globalThis as WithDrain)[draining] = true
}

export const isDraining = (): boolean => (globalThis as WithDrain)[draining] === true
