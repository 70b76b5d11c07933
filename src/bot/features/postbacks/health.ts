/**
 * Whether a postback's comment reports delivery failures. The spec leaves `status` (1, 2, 3) and
 * `comment` unexplained; deployments write there what went wrong ("The address answered 404
 * repeatedly"), so the words are read, in the API's three languages.
 */
const FAILURE_WORDS =
  /fail|error|\b[45]\d\d\b|time[ds]?[ -]?out|refused|unreachable|not (?:answer|respond|reachable)|ошибк|сбо[йи]|не отвеча|недоступ|falh|erro|não respond|indispon/i;

export function commentReportsFailures(comment: string): boolean {
  return FAILURE_WORDS.test(comment);
}
