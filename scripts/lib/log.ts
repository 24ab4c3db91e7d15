const colours = { stack: 36, db: 34, cms: 35, web: 32, seed: 33, warn: 31 } as const

export function log(tag: keyof typeof colours, message: string): void {
  console.log(`\x1b[${colours[tag]}m[${tag}]\x1b[0m ${message}`)
}
