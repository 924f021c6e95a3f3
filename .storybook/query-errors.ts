import { configure, prettyDOM } from 'storybook/test'

const DOM_HEADING = 'Ignored nodes: comments, script, style'

/**
 * A query that waits (`findBy…`, `waitFor`) fails on every try until what it looks for appears,
 * and Testing Library's error prints the whole page into each of those failures: on a staff page
 * that printing took more time than the queries themselves. The error here prints the page only
 * when its message is read, which is when a query has given up, so a failure still shows the DOM.
 */
export function printQueryErrorsLazily() {
  configure({
    getElementError(message, container) {
      const error = new Error()
      error.name = 'TestingLibraryElementError'
      let full: string | undefined
      Object.defineProperty(error, 'message', {
        configurable: true,
        get: () =>
          (full ??= message?.includes(DOM_HEADING)
            ? message
            : [message, `${DOM_HEADING}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
      })
      return error
    },
  })
}
