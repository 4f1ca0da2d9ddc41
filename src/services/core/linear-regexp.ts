import type { RegExpEngine, RegExpLike } from 'ajv/dist/types';
import { RE2JS } from 're2js';

/** `\k<name>`, not itself escaped: RE2 has no backreferences, and re2js would read it as the letters `k<name>`. */
const NAMED_BACKREFERENCE = /(?:^|[^\\])(?:\\\\)*\\k</;

/**
 * The regular expressions of user-supplied JSON Schemas (config type `pattern` and
 * `patternProperties`), run by RE2 (re2js, pure JavaScript) in time linear in the input: a
 * backtracking pattern such as `^(a+)+$` can not hold the event loop, as it can with the native
 * engine. OpenZiti validates with Go's RE2 as well. A pattern must be valid ECMAScript (JSON
 * Schema's dialect, checked by compiling it natively, which runs nothing); one that uses what
 * RE2 can not run (backreferences, lookaround) is refused with the reason, so the schema is
 * invalid instead of slow.
 */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string): RegExpLike => {
    new RegExp(pattern, flags); // throws a SyntaxError for what is not ECMAScript
    const unsupported = (why: string) =>
      new Error(`pattern ${JSON.stringify(pattern)} is not supported: patterns run on a linear-time engine (RE2), without backreferences or lookaround (${why})`);
    if (NAMED_BACKREFERENCE.test(pattern)) throw unsupported('a backreference');
    let re: RE2JS;
    try {
      re = RE2JS.compile(RE2JS.translateRegExp(pattern));
    } catch (err) {
      throw unsupported((err as Error).message);
    }
    // Ajv keeps one compiled pattern per toString(): it must name the pattern.
    const compiled: RegExpLike & { toString(): string } = { test: (s: string) => re.test(s), toString: () => `re2:${flags}:${pattern}` };
    return compiled;
  },
  { code: 'linearRegExp' },
);
