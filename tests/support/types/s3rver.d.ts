// The part of s3rver (an S3-compatible server for tests) the tests use; it ships no types.
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
