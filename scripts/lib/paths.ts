import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const dataDir = path.join(root, '.data')
export const cmsDir = path.join(root, 'cms')
export const webDir = path.join(root, 'web')
