// jose is a dependency of the web package only; the tests reach the same copy through it.
export * from '../../../web/node_modules/jose'
