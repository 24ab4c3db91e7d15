// Reading the site's own JSON answers in the browser, in one place.

/**
 * The JSON body of an answer, or null when it has none: an error page from a proxy or load balancer
 * in front of the site, or an empty body, is no answer, and each caller shows its own failure
 * message. A connection lost while the body arrives still rejects, as the request itself would.
 */
export async function readJsonAnswer<T extends object>(response: Response): Promise<T | null> {
  const text = await response.text()
  try {
    return JSON.parse(text) as T
  } catch (error) {
    if (error instanceof SyntaxError) return null
    throw error
  }
}
